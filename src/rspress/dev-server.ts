import type { RspressPlugin } from '@rspress/core';
import { createDevTwinHandler } from '../dev-markdown';
import { createDevIndexHandler, type DevResponse } from '../search/dev-index';

type Answer = DevResponse | null;

/**
 * What the build writes next to the pages, served by `pnpm dev` from the sources under
 * `docsRoot`: the search index (`src/search/dev-index.ts`) and the Markdown twins
 * (`src/dev-markdown.ts`). Registered through Rsbuild's documented `server.setup`, in dev only,
 * ahead of Rsbuild's own middlewares (whose fallback would answer with the app's HTML).
 */
export function pluginDevServer(docsRoot: string): RspressPlugin {
  return {
    name: 'rslib-docs:dev-server',
    builderConfig: {
      server: {
        setup: (context) => {
          if (context.action !== 'dev') return;
          const handlers: ((requestPath: string) => Answer)[] = [
            createDevIndexHandler(docsRoot),
            createDevTwinHandler(docsRoot),
          ];
          context.server.middlewares.use((request, response, next) => {
            if (request.method !== 'GET' && request.method !== 'HEAD') return next();
            let answer: Answer = null;
            try {
              for (const handle of handlers) {
                answer = handle(request.url ?? '');
                if (answer) break;
              }
            } catch (error) {
              // A page deleted while it was read, say: the server goes on with its own answer.
              return next(error);
            }
            if (!answer) return next();
            response.writeHead(answer.status, {
              'content-type': answer.contentType,
              'cache-control': 'no-store',
            });
            response.end(request.method === 'HEAD' ? undefined : answer.body);
          });
        },
      },
    },
  };
}
