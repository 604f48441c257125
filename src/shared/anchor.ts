/**
 * The element id an address's anchor names (`#create-a-project` → `create-a-project`), decoded
 * as the browser does; an empty string for no anchor, and the anchor as written when it is not
 * valid percent-encoding.
 */
export function anchorId(hash: string): string {
  return safeDecode(hash.startsWith('#') ? hash.slice(1) : hash);
}

/** Percent-decoded text, or the text as written when it is not valid percent-encoding. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
