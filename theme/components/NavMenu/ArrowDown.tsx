import { IconArrowDown, SvgWrapper } from '@rspress/core/theme';

/** The chevron of the nav's menus; decorative, the control says what it does. */
export function ArrowDown({ className }: { className?: string }) {
  return <SvgWrapper icon={IconArrowDown} className={className} aria-hidden="true" />;
}
