/** A `className` from parts, leaving out the empty ones: `classNames('a', open && 'a--open')`. */
export function classNames(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
