/**
 * `value` as the content of a quoted HTML attribute or of XML text: `&`, `"`, `<` and `>` as
 * entities.
 */
export function escapeMarkup(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
