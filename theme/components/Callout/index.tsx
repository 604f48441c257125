import { useI18n } from '@rspress/core/runtime';
import { type CalloutProps, Callout as OriginalCallout } from '@rspress/core/theme-original';
import type { UI_TEXT } from '#shared/i18n';

/**
 * Rspress's callout, titled in the page's language when the Markdown names none: Rspress titles
 * `:::tip` with its type in English ("Tip", or "TIP" from `> [!TIP]`), on Chinese pages too, so
 * a title that is only the type's name is the default, and the UI text of that type replaces it.
 */
export function Callout({ type, title, children }: CalloutProps) {
  const t = useI18n<typeof UI_TEXT>();
  const isDefault = title === undefined || title.toLowerCase() === type;
  return (
    <OriginalCallout type={type} title={isDefault ? t(`callout.${type}`) : title}>
      {children}
    </OriginalCallout>
  );
}
