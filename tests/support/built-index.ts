/**
 * The files of a built site read from disk, as the search engine fetches them from the host: the
 * file's body, or a 404 where there is none.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export function fetchFromBuild(dir: string): typeof fetch {
  return (async (url: string) => {
    try {
      return new Response(await readFile(path.join(dir, url)));
    } catch {
      return new Response('Not found', { status: 404 });
    }
  }) as unknown as typeof fetch;
}
