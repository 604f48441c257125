import { describe, expect, it } from 'vitest';
import { languageSwitchPath, versionSwitchPath } from '#shared/nav-links';

const en = { lang: 'en', defaultLang: 'en' };
const zh = { lang: 'zh', defaultLang: 'en' };

describe('languageSwitchPath', () => {
  it('keeps a folder index canonical, with its trailing slash', () => {
    expect(languageSwitchPath({ ...en, pathname: '/config/' }, 'zh')).toBe('/zh/config/');
    expect(languageSwitchPath({ ...zh, pathname: '/zh/config/lib/' }, 'en')).toBe('/config/lib/');
    expect(languageSwitchPath({ ...en, pathname: '/config/index' }, 'zh')).toBe('/zh/config/');
  });

  it('maps a page to its twin', () => {
    expect(languageSwitchPath({ ...en, pathname: '/guide/start/quick-start' }, 'zh')).toBe(
      '/zh/guide/start/quick-start',
    );
    expect(languageSwitchPath({ ...zh, pathname: '/zh/guide/start/quick-start' }, 'en')).toBe(
      '/guide/start/quick-start',
    );
  });

  it('maps the homes to each other', () => {
    expect(languageSwitchPath({ ...en, pathname: '/' }, 'zh')).toBe('/zh/');
    expect(languageSwitchPath({ ...zh, pathname: '/zh/' }, 'en')).toBe('/');
    expect(languageSwitchPath({ ...zh, pathname: '/zh' }, 'en')).toBe('/');
  });

  it('keeps the query and the version', () => {
    expect(languageSwitchPath({ ...en, pathname: '/blog/', search: '?sidebar=0' }, 'zh')).toBe(
      '/zh/blog/?sidebar=0',
    );
    const v1 = { ...zh, version: 'v1', defaultVersion: 'v2' };
    expect(languageSwitchPath({ ...v1, pathname: '/v1/zh/guide/a' }, 'en')).toBe('/v1/guide/a');
  });

  it('keeps the anchor after the query, so the other page opens at the same section', () => {
    const place = { search: '?outline=0', hash: '#create-a-new-project' };
    expect(
      languageSwitchPath({ ...en, pathname: '/guide/start/quick-start', ...place }, 'zh'),
    ).toBe('/zh/guide/start/quick-start?outline=0#create-a-new-project');
    expect(languageSwitchPath({ ...zh, pathname: '/zh/config/', hash: '#%E4%B8%AD' }, 'en')).toBe(
      '/config/#%E4%B8%AD',
    );
    expect(languageSwitchPath({ ...en, pathname: '/config/', hash: '#' }, 'zh')).toBe(
      '/zh/config/',
    );
  });

  it('leaves out the query and anchor when they hold an escaped %, which Rspress decodes twice', () => {
    const page = { ...en, pathname: '/guide/start/quick-start' };
    expect(languageSwitchPath({ ...page, search: '?discount=50%25', hash: '#a' }, 'zh')).toBe(
      '/zh/guide/start/quick-start',
    );
    expect(languageSwitchPath({ ...page, search: '?x=1', hash: '#%25E0' }, 'zh')).toBe(
      '/zh/guide/start/quick-start',
    );
  });

  it('sends a not-found page to the other language home', () => {
    expect(languageSwitchPath({ ...en, pathname: '/nope/x', isNotFound: true }, 'zh')).toBe('/zh/');
    expect(
      languageSwitchPath({ ...en, pathname: '/nope/x', hash: '#a', isNotFound: true }, 'zh'),
    ).toBe('/zh/');
  });
});

describe('versionSwitchPath', () => {
  const v2 = { ...en, version: 'v2', defaultVersion: 'v2' };
  it('adds and removes the version segment', () => {
    expect(versionSwitchPath({ ...v2, pathname: '/guide/a' }, 'v1')).toBe('/v1/guide/a');
    expect(
      versionSwitchPath({ ...zh, version: 'v1', defaultVersion: 'v2', pathname: '/v1/zh/' }, 'v2'),
    ).toBe('/zh/');
    expect(versionSwitchPath({ ...v2, pathname: '/config/' }, 'v1')).toBe('/v1/config/');
  });
});
