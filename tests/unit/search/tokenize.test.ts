import { describe, expect, it } from 'vitest';
import { MAX_QUERY_TERMS } from '#shared/search/constants';
import { indexTerms, queryTerms } from '#shared/search/tokenize';

const terms = (text: string) => [...indexTerms(text)].sort();
const queryWords = (query: string) => queryTerms(query).map(({ term }) => term);

describe('indexTerms', () => {
  it('folds width, case and diacritics', () => {
    expect(terms('Ｒｓｌｉｂ ＥＳＭ')).toEqual(['esm', 'rslib']);
    expect(terms('Café NAÏVE e\u0301te')).toEqual(['cafe', 'ete', 'naive']);
  });

  it('keeps kana voicing while folding half-width kana', () => {
    expect(terms('ｶﾞ が')).toEqual(['が', 'ガ']);
  });

  it('indexes an identifier whole, by its joined parts and by its camelCase pieces', () => {
    expect(terms('lib.autoExtension')).toEqual([
      'auto',
      'autoextension',
      'extension',
      'lib',
      'lib.autoextension',
    ]);
    expect(terms('--no-bundle')).toEqual(['bundle', 'no', 'no-bundle']);
    expect(terms('UMDName')).toEqual(['name', 'umd', 'umdname']);
  });

  it('does not glue a sentence-ending full stop or repeated joiners to a word', () => {
    expect(terms('Files go to dist.')).toContain('dist');
    expect(terms('Files go to dist.')).not.toContain('dist.');
    expect(terms('a..b')).toEqual(['a', 'b']);
  });

  it('indexes Han text as single characters and adjacent pairs', () => {
    expect(terms('打包工具')).toEqual(['包', '包工', '工', '工具', '打', '打包', '具'].sort());
  });

  it('splits mixed scripts at the script boundary', () => {
    expect(terms('Rslib的配置')).toEqual(['rslib', '的', '的配', '配', '配置', '置'].sort());
  });

  it('finds no terms in punctuation, markup characters or emoji', () => {
    expect(terms('<> && 😀 …')).toEqual([]);
  });
});

describe('queryTerms', () => {
  it('asks for "glob" after the words of a query that holds a wildcard pattern', () => {
    expect(queryWords('./src/** as the entry')).toEqual(['src', 'as', 'the', 'entry', 'glob']);
    expect(queryWords('exclude *.test.ts')).toEqual(['exclude', 'test.ts', 'glob']);
    expect(queryWords('入口 src/*')).toEqual(['入口', 'src', 'glob']);
    expect(queryWords('glob entry ./src/**')).toEqual(['glob', 'entry', 'src']);
    for (const query of ['2 * 3', 'a*b', 'ES2015', '*'])
      expect(queryWords(query), query).not.toContain('glob');
  });

  it('reads only the last Latin word, of two characters or more, as a prefix', () => {
    expect(queryTerms('output form')).toEqual([
      { term: 'output', prefix: false, parts: [] },
      { term: 'form', prefix: true, parts: [] },
    ]);
    expect(queryTerms('form b')[1]).toEqual({ term: 'b', prefix: false, parts: [] });
    expect(queryTerms('bundle 打包')[0]?.prefix).toBe(false);
  });

  it('looks an identifier up whole and keeps its parts for the fallback', () => {
    expect(queryTerms('lib.autoExt')).toEqual([
      { term: 'lib.autoext', prefix: true, parts: ['lib', 'autoext'] },
    ]);
    expect(queryTerms('autoExtension')[0]?.parts).toEqual(['auto', 'extension']);
  });

  it('turns a Chinese run into its character pairs, a lone character into itself', () => {
    expect(queryWords('打包工具')).toEqual(['打包', '包工', '工具']);
    expect(queryWords('打')).toEqual(['打']);
  });

  it('is case and width insensitive', () => {
    expect(queryWords('ＢＵＮＤＬＥ Mode')).toEqual(['bundle', 'mode']);
  });

  it('drops duplicates and keeps at most MAX_QUERY_TERMS terms', () => {
    expect(queryWords('bundle Bundle BUNDLE')).toEqual(['bundle']);
    const many = Array.from({ length: 50 }, (_, k) => `word${k}`).join(' ');
    expect(queryTerms(many)).toHaveLength(MAX_QUERY_TERMS);
  });

  it('has nothing to search in empty, blank or symbol-only queries', () => {
    for (const query of ['', '   ', '😀', '<>', '"\'&', '\ud800'])
      expect(queryTerms(query)).toEqual([]);
  });
});
