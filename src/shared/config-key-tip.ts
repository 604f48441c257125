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

/** The one popup element every marked key names in `aria-describedby`. */
export const CONFIG_KEY_TIP_ID = 'config-key-tip';

/** The modules the build writes with the popup texts, one per language, loaded on first use. */
export const CONFIG_KEY_DATA_MODULE: Record<Language, string> = {
  en: 'virtual-config-keys-en',
  zh: 'virtual-config-keys-zh',
};

/** The marked key that an event's target is, or is inside. */
export const CONFIG_KEY_SELECTOR = 'a.config-key[data-option]';
