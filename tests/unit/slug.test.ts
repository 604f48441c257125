import { slug as githubSlug } from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { slug } from '#shared/slug';
import { pageSource, SITE_PAGES } from '../support/docs';

describe('slug', () => {
  it.each([
    ['Quick start', 'quick-start'],
    ['lib.format', 'libformat'],
    ['What’s new in Rslib 1.0?', 'whats-new-in-rslib-10'],
    ['`output.target` and `--target`', 'outputtarget-and---target'],
    ['快速开始', '快速开始'],
    ['配置 Rsbuild（进阶）', '配置-rsbuild进阶'],
    ['Ünïcode ½ and x²', 'ünïcode--and-x'],
    ['snake_case  double', 'snake_case--double'],
  ])('%s → %s, as github-slugger gives', (text, expected) => {
    expect(slug(text)).toBe(expected);
    expect(githubSlug(text)).toBe(expected);
  });

  it('agrees with github-slugger on every title and heading of the site', () => {
    const texts = SITE_PAGES.flatMap(({ lang, file }) =>
      pageSource(lang, file)
        .split('\n')
        .filter((line) => /^(#{1,6} |title: )/.test(line))
        .map((line) => line.replace(/^(#{1,6} |title: )/, '').replace(/\s*\{#[\w-]+\}$/, '')),
    );
    expect(texts.length).toBeGreaterThan(500);
    for (const text of texts) expect(slug(text), text).toBe(githubSlug(text));
  });
});
