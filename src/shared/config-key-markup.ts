/**
 * The markup of an option key in a config code block, which the build writes
 * (`src/node/rspress/plugin-config-keys.ts`) and the popup reads (`theme/components/ConfigKeyTip`).
 * A module of its own because every page's first load carries it: keep it to these names.
 */

/** The one popup element every marked key names in `aria-describedby`. */
export const CONFIG_KEY_TIP_ID = 'config-key-tip';

/** The marked key that an event's target is, or is inside. */
export const CONFIG_KEY_SELECTOR = 'a.config-key[data-option]';
