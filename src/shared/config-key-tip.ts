/**
 * The contract between the build, which marks the option keys of config code blocks
 * (`src/node/rspress/plugin-config-keys.ts`), and the popup that explains them
 * (`theme/components/ConfigKeyTip`).
 */
import type { Language } from './locale-path';

/** What the popup shows for one option path. */
export interface ConfigKeyInfo {
  /** The TypeScript signature, as `@rslib/core` types it: `bundle?: boolean | { … }`. */
  signature: string;
  /** The default, as the reference page states it. */
  defaultValue?: string;
  /** The first sentence of the reference page's description. */
  summary?: string;
}

/** What a module of popup texts holds, for one language. */
export interface ConfigKeyTexts {
  /** The label before a default (`src/shared/i18n.ts`). */
  defaultLabel: string;
  /** By option path: `dts.bundle`. */
  options: Record<string, ConfigKeyInfo>;
}

/** The modules the build writes with the popup texts, one per language, loaded on first use. */
export const CONFIG_KEY_DATA_MODULE: Record<Language, string> = {
  en: 'virtual-config-keys-en',
  zh: 'virtual-config-keys-zh',
};

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Space kept between the key and its popup, and between the popup and the window's edges. */
export const CONFIG_KEY_TIP_GAP_PX = 6;

/**
 * Where the popup goes, in the window's coordinates: under the key, or above it when the window
 * has no room below and has room above; moved left as far as it must to stay inside the window.
 * `key` is the key's box, `tip` holds the popup's size.
 */
export function tipPlacement(
  key: Box,
  tip: { width: number; height: number },
  view: { width: number; height: number },
): { top: number; left: number } {
  const gap = CONFIG_KEY_TIP_GAP_PX;
  const below = key.top + key.height + gap;
  const fitsBelow = below + tip.height + gap <= view.height;
  const fitsAbove = key.top - gap - tip.height >= gap;
  const top = !fitsBelow && fitsAbove ? key.top - gap - tip.height : below;
  const left = Math.max(gap, Math.min(key.left, view.width - gap - tip.width));
  return { top, left };
}

/** A reference text cut into prose and the inline code it writes in backticks. */
export function codeParts(text: string): Array<{ code: boolean; text: string }> {
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1
        ? { code: true, text: part.slice(1, -1) }
        : { code: false, text: part },
    );
}
