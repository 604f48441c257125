import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { addHeader, contentSecurityPolicy, inlineScriptHashes, withPolicyMeta } from '../csp';
import { listBuiltHtmlFiles } from '../routes';

/**
 * After the build, adds the Content Security Policy to the `/*` rule of the built `_headers`,
 * allowing exactly the inline scripts the built pages contain, and writes it into every page
 * too: GitHub Pages, where the workflow deploys, sends no `_headers`. The hashes follow any
 * change to those scripts (ours in theme/template.html, Rspress's theme and locale scripts) by
 * themselves.
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
      const pages = new Map<string, string>();
      const hashes = new Set<string>();
      for (const file of listBuiltHtmlFiles(outDir)) {
        const html = readFileSync(path.join(outDir, file), 'utf8');
        pages.set(file, html);
        for (const hash of inlineScriptHashes(html)) hashes.add(hash);
      }
      const policy = { scriptHashes: [...hashes].sort(), connectSources: options.connectSources };
      const headersFile = path.join(outDir, '_headers');
      const headers = readFileSync(headersFile, 'utf8');
      const header = contentSecurityPolicy(policy);
      writeFileSync(headersFile, addHeader(headers, '/*', 'Content-Security-Policy', header));
      const meta = contentSecurityPolicy({ ...policy, delivery: 'meta' });
      for (const [file, html] of pages) {
        writeFileSync(path.join(outDir, file), withPolicyMeta(html, meta, file));
      }
    },
  };
}
