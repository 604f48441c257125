import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { addHeader, contentSecurityPolicy, inlineScriptHashes } from '../csp';
import { listBuiltHtmlFiles } from '../routes';

/**
 * After the build, adds the Content Security Policy to the `/*` rule of the built `_headers`,
 * allowing exactly the inline scripts the built pages contain. The hashes follow any change to
 * those scripts (ours in theme/template.html, Rspress's theme and locale scripts) by themselves.
 */
export function pluginContentSecurityPolicy(options: {
  connectSources?: readonly string[];
}): RspressPlugin {
  return {
    name: 'rslib-docs:content-security-policy',
    afterBuild(config, isProd) {
      // The dev server calls this hook too, after each compile; it writes no `_headers`.
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const hashes = new Set<string>();
      for (const file of listBuiltHtmlFiles(outDir)) {
        const html = readFileSync(path.join(outDir, file), 'utf8');
        for (const hash of inlineScriptHashes(html)) hashes.add(hash);
      }
      const headersFile = path.join(outDir, '_headers');
      const policy = contentSecurityPolicy({
        scriptHashes: [...hashes].sort(),
        connectSources: options.connectSources,
      });
      const headers = readFileSync(headersFile, 'utf8');
      writeFileSync(headersFile, addHeader(headers, '/*', 'Content-Security-Policy', policy));
    },
  };
}
