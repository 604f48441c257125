/** The numbers the product specification gives (section 9), named after what they mean. */

/** A popover or tooltip opens this long after the pointer rests on its trigger. */
export const POPOVER_OPEN_DELAY_MS = 100;
/** A hover popover closes this long after the pointer leaves it (the nav dropdown delay). */
export const POPOVER_CLOSE_DELAY_MS = 150;
/** The mobile navigation closes from this window width up. */
export const MOBILE_NAV_BREAKPOINT_PX = 768;
/** Social links shown inline before the rest go into a popup. */
export const SOCIAL_LINKS_INLINE = 5;
