/**
 * The edit distance typo tolerance, search suggestions and the 404 page's closest pages share.
 * A module of its own, with no imports, so that the 404 page loads only this.
 */

/**
 * Rows of the dynamic-programming table, reused by every call: a query word is compared with
 * thousands of index words per keystroke, and fresh arrays for each made it the search's
 * costliest step. Grown when a longer word comes along.
 */
let rows = [new Int32Array(0), new Int32Array(0), new Int32Array(0)] as const;

function rowsFor(width: number) {
  if (rows[0].length < width)
    rows = [new Int32Array(width), new Int32Array(width), new Int32Array(width)];
  return rows;
}

/**
 * The edits between `a` and `b` (optimal string alignment: insertions, deletions,
 * substitutions, adjacent swaps), or `max + 1` as soon as it is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  // Three rows of the table: two back (for swaps), one back, this one.
  let [twoBack, oneBack, row] = rowsFor(width);
  for (let j = 0; j < width; j++) oneBack[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    const char = a.charCodeAt(i - 1);
    const previousChar = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j <= b.length; j++) {
      const other = b.charCodeAt(j - 1);
      const replaced = (oneBack[j - 1] ?? 0) + (char === other ? 0 : 1);
      let value = Math.min((oneBack[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, replaced);
      if (j > 1 && char === b.charCodeAt(j - 2) && previousChar === other)
        value = Math.min(value, (twoBack[j - 2] ?? 0) + 1);
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [twoBack, oneBack, row] = [oneBack, row, twoBack];
  }
  return Math.min(oneBack[b.length] ?? max + 1, max + 1);
}
