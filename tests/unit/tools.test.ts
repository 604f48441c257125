import { describe, expect, it } from 'vitest';
import {
  displayUrl,
  landingCards,
  localizeTool,
  logoSrc,
  RSTACK_TOOLS,
  TRANSPARENT_PIXEL,
} from '#shared/tools';

describe('the Rstack tools', () => {
  it('are the eight of the switcher, in order, each with both descriptions and a link', () => {
    expect(RSTACK_TOOLS.map((t) => t.name)).toEqual([
      'Rspack',
      'Rsbuild',
      'Rspress',
      'Rslib',
      'Rsdoctor',
      'Rstest',
      'Rslint',
      'Awesome Rstack',
    ]);
    for (const tool of RSTACK_TOOLS) {
      expect(tool.desc).toMatch(/[\u4e00-\u9fff]/);
      expect(tool.descEn).not.toMatch(/[\u4e00-\u9fff]/);
      expect(tool.url).toMatch(/^https:\/\//);
    }
  });

  it('use the English description and link for English readers when there is one', () => {
    const rspack = RSTACK_TOOLS[0];
    const rslint = RSTACK_TOOLS[6];
    if (!rspack || !rslint) throw new Error('tools missing');
    expect(localizeTool(rspack, 'en')).toEqual({ desc: rspack.descEn, url: 'https://rspack.rs/' });
    expect(localizeTool(rspack, 'zh')).toEqual({ desc: rspack.desc, url: 'https://rspack.rs/zh/' });
    expect(localizeTool(rslint, 'en').url).toBe('https://rslint.rs/');
    expect(localizeTool({ ...rslint, descEn: '' }, 'en').desc).toBe(rslint.desc);
  });

  it('show a transparent placeholder for a missing logo', () => {
    expect(logoSrc({ logo: '' })).toBe(TRANSPARENT_PIXEL);
    expect(logoSrc({ logo: '/tools/rspack.svg' })).toBe('/tools/rspack.svg');
  });

  it('give the landing block seven cards, without the resource list', () => {
    const cards = landingCards('zh');
    expect(cards.map((c) => c.name)).toEqual([
      'Rspack',
      'Rsbuild',
      'Rspress',
      'Rslib',
      'Rsdoctor',
      'Rstest',
      'Rslint',
    ]);
    expect(cards[0]).toMatchObject({ url: 'https://rspack.rs/zh/', urlText: 'rspack.rs' });
    expect(landingCards('en')[1]).toMatchObject({
      url: 'https://rsbuild.rs/',
      urlText: 'rsbuild.rs',
    });
  });

  it('show links as the address a reader recognises', () => {
    expect(displayUrl('https://rspack.rs/zh/')).toBe('rspack.rs');
    expect(displayUrl('https://rslint.rs/')).toBe('rslint.rs');
    expect(displayUrl('https://github.com/web-infra-dev/awesome-rstack')).toBe(
      'github.com/web-infra-dev/awesome-rstack',
    );
  });
});
