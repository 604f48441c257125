import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { moveOptionToLink } from '#node/rspress/plugin-docsearch-option-links';

const modal = createRequire(import.meta.url).resolve('@docsearch/react/modal');

describe('DocSearch results with the option on the link', () => {
  it('makes the installed modal hand each result’s option props to the hit component', () => {
    const code = readFileSync(modal, 'utf8');
    const moved = moveOptionToLink(code, modal);
    expect(moved).not.toBe(code);
    expect(moved).toContain('role:"none"},e.createElement(c,{hit:n,itemProps:i({item:n');
    expect(moved.length - code.length).toBeLessThan(64);
  });

  it('fails, naming the file, when DocSearch renders results another way', () => {
    expect(() => moveOptionToLink('export {}', '/x/DocSearchModal.js')).toThrow(
      /\/x\/DocSearchModal\.js: DocSearch no longer renders a result/,
    );
  });
});
