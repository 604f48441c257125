import { describe, expect, it } from 'vitest';
import { applyHiddenParts, hiddenPartsFromQuery, UI_SWITCH_SCRIPT } from '#shared/ui-switch';

function fakeRoot() {
  const attributes = new Set<string>();
  return {
    attributes,
    toggleAttribute(name: string, force: boolean) {
      if (force) attributes.add(name);
      else attributes.delete(name);
    },
  };
}

describe('hiddenPartsFromQuery', () => {
  it('hides each part whose parameter is 0 or false', () => {
    expect(hiddenPartsFromQuery('?navbar=0&sidebar=0&outline=0&footer=0')).toEqual([
      'navbar',
      'sidebar',
      'outline',
      'footer',
    ]);
    expect(hiddenPartsFromQuery('?sidebar=false&x=1')).toEqual(['sidebar']);
    expect(hiddenPartsFromQuery('?navbar=1&outline=&footer')).toEqual([]);
    expect(hiddenPartsFromQuery('')).toEqual([]);
  });
});

describe('applyHiddenParts and the inlined script', () => {
  const queries = [
    '?navbar=0',
    '?sidebar=0&footer=false',
    '?outline=0&navbar=1',
    '',
    '?navbar=0&sidebar=0&outline=0&footer=0',
  ];

  it('mark exactly the hidden parts, and agree on every query', () => {
    for (const search of queries) {
      const viaFunctions = fakeRoot();
      viaFunctions.attributes.add('data-hide-footer');
      applyHiddenParts(viaFunctions, hiddenPartsFromQuery(search));

      const viaScript = fakeRoot();
      viaScript.attributes.add('data-hide-footer');
      new Function('window', 'document', UI_SWITCH_SCRIPT)(
        { location: { search } },
        { documentElement: viaScript },
      );

      expect([...viaScript.attributes].sort(), search).toEqual([...viaFunctions.attributes].sort());
      expect(viaFunctions.attributes.size).toBe(hiddenPartsFromQuery(search).length);
    }
  });
});
