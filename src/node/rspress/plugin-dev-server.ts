import type { RspressPlugin } from '@rspress/core';
import { createDevTwinHandler } from '../dev-markdown';
import { createDevIndexHandler, type DevResponse } from '../search/dev-index';

type Answer = DevResponse | null;

/**
 * What the build writes next to the pages, served by `pnpm dev` from the sources under
 * `docsRoot`: the search index (`src/node/search/dev-index.ts`) and the Markdown twins
 * (`src/node/dev-markdown.ts`). Registered through Rsbuild's documented `server.setup`, in dev only,
 * ahead of Rsbuild's own middlewares (whose fallback would answer with the app's HTML). The
 * index is built once the first compile is done, so that the first search finds it ready.
 */
export function pluginDevServer(docsRoot: string): RspressPlugin {
  const index = createDevIndexHandler(docsRoot);
  const twins = createDevTwinHandler(docsRoot);
  const handle = (requestPath: string): Promise<Answer> | Answer =>
    index.handle(requestPath) ?? twins(requestPath);
  return {
    name: 'rslib-docs:dev-server',
    builderConfig: {
      plugins: [
        {
          name: 'rslib-docs:dev-search-warm-up',
          setup(api) {
            api.onAfterDevCompile(({ isFirstCompile }: { isFirstCompile: boolean }) => {
              if (isFirstCompile) void index.warm();
            });
          },
        },
      ],
      server: {
        setup: (context) => {
          if (context.action !== 'dev') return;
          context.server.middlewares.use(async (request, response, next) => {
            if (request.method !== 'GET' && request.method !== 'HEAD') return next();
            let answer: Answer;
            try {
              answer = await handle(request.url ?? '');
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
