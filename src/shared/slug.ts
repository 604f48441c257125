/** Everything a heading id drops: all but letters, marks, digits, `_`, `-` and spaces. */
const DROPPED = /[^\p{L}\p{M}\p{Nd}\p{Nl}\p{Pc} -]/gu;

/**
 * The id GitHub (and Rspress, through github-slugger) gives a heading, for one heading on its
 * own: lower case, punctuation and symbols dropped, spaces turned into hyphens. The same result
 * as github-slugger's `slug` for text in any script in use, without its character table
 * (they differ only on characters newer than that table).
 */
export function slug(text: string): string {
  return text.toLowerCase().replace(DROPPED, '').replace(/ /g, '-');
}
