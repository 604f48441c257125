import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '#node/search/build-index';
import {
  decodePostings,
  deriveStructure,
  encodePostings,
  type IndexManifest,
  type TermShard,
} from '#shared/search/index-format';
import { EN_RECORDS } from './fixture-site';

describe('posting lists', () => {
  it('decode to the record numbers they were built from', () => {
    const ids = [0, 1, 2, 31, 32, 33, 1_000, 65_536, 2_000_000];
    expect([...decodePostings(encodePostings(ids))]).toEqual(ids);
    expect(encodePostings([0, 1, 2, 3])).toHaveLength(4);
  });

  it('reject characters they never contain', () => {
    expect(() => decodePostings('A!B')).toThrow(/Invalid character/);
  });
});

describe('deriveStructure', () => {
  it('finds each heading’s section and the heading each record shares its URL with', () => {
    // page 1: title, text, h2, text, h3, text, h2 | page 2: title, text
    const { sectionEnd, groupOf } = deriveStructure('102030210');
    expect([...sectionEnd]).toEqual([7, 2, 6, 4, 6, 6, 7, 9, 9]);
    expect([...groupOf]).toEqual([0, 0, 2, 2, 4, 4, 6, 7, 7]);
  });
});

describe('buildSearchIndex', () => {
  const { files } = buildSearchIndex(EN_RECORDS, { lang: 'en' });
  const manifest = JSON.parse(files['manifest.json'] ?? '') as IndexManifest;

  it('writes a manifest, the structure, term shards and document chunks named by build', () => {
    expect(manifest).toMatchObject({ lang: 'en', records: EN_RECORDS.length });
    const names = Object.keys(files);
    expect(names).toContain(`structure.${manifest.build}.json`);
    expect(names.filter((name) => name.startsWith('terms/'))).toHaveLength(manifest.shards.length);
    expect(names.filter((name) => name.startsWith('docs/'))).toHaveLength(manifest.docChunks);
    expect(names.every((name) => name === 'manifest.json' || name.includes(manifest.build))).toBe(
      true,
    );
  });

  it('puts every term in the shard the manifest points to', () => {
    manifest.shards.forEach((firstTerm, index) => {
      const [terms] = JSON.parse(files[`terms/${index}.${manifest.build}.json`] ?? '') as TermShard;
      expect(terms[0]).toBe(firstTerm);
      const next = manifest.shards[index + 1];
      expect(terms.every((term) => term >= firstTerm && (next === undefined || term < next))).toBe(
        true,
      );
    });
  });

  it('is deterministic', () => {
    expect(buildSearchIndex(EN_RECORDS, { lang: 'en' }).files).toEqual(files);
  });

  it('refuses records that do not come page by page', () => {
    const [title, ...rest] = EN_RECORDS;
    expect(() => buildSearchIndex([...rest, ...(title ? [title] : [])], { lang: 'en' })).toThrow(
      /page by page/,
    );
  });

  it('builds an empty index that answers nothing', () => {
    const empty = buildSearchIndex([], { lang: 'zh' }).files;
    expect(JSON.parse(empty['manifest.json'] ?? '')).toMatchObject({ records: 0, shards: [] });
  });
});
