import { useI18n, useSite } from '@rspress/core/runtime';
import { useStorageValue } from '@rspress/core/theme-original';
import { type JSX, useSyncExternalStore } from 'react';
import {
  APPEARANCE_STORAGE_KEY,
  type Appearance,
  nextAppearance,
  parseAppearance,
} from '#shared/appearance';
import type { UI_TEXT } from '#shared/i18n';
import './index.css';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemScheme(onChange: () => void) {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the system prefers dark, kept live; false while rendering on the server. */
function useSystemDark(): boolean {
  return useSyncExternalStore(
    subscribeToSystemScheme,
    () => window.matchMedia(DARK_QUERY).matches,
    () => false,
  );
}

const ICONS: Record<Appearance, JSX.Element> = {
  light: (
    <path d="M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10ZM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4" />
  ),
  dark: <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />,
  // Half light, half dark: the system decides.
  auto: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3a9 9 0 0 0 0 18Z" fill="currentColor" />
    </>
  ),
};

/**
 * The appearance toggle: light, dark, or the system's scheme (auto), one press each in turn.
 * It writes the preference where Rspress's theme state and its no-flash script read it, so
 * Rspress applies the change; the button shows and names the current preference.
 */
export function SwitchAppearance({ onClick }: { onClick?: () => void }) {
  const { site } = useSite();
  const t = useI18n<typeof UI_TEXT>();
  const systemDark = useSystemDark();
  const [stored, setStored] = useStorageValue(APPEARANCE_STORAGE_KEY, 'auto');
  if (site.themeConfig.darkMode === false) return null;

  const preference = parseAppearance(stored);
  const next = nextAppearance(preference, systemDark);
  const label = t('appearance.label', {
    current: t(`appearance.${preference}`),
    next: t(`appearance.${next}`),
  });
  return (
    <button
      type="button"
      className="rp-switch-appearance rslib-icon-button rslib-appearance"
      data-appearance={preference}
      aria-label={label}
      title={label}
      onClick={() => {
        setStored(next);
        onClick?.();
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {ICONS[preference]}
      </svg>
    </button>
  );
}
