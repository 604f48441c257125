/**
 * The element id an address's anchor names (`#create-a-project` → `create-a-project`), decoded
 * as the browser does; an empty string for no anchor, and the anchor as written when it is not
 * valid percent-encoding.
 */
export function anchorId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
