import { describe, expect, it } from 'vitest';
import { codeParts, CONFIG_KEY_TIP_GAP_PX as gap, tipPlacement } from '#shared/config-key-tip';

describe('where the popup of a key goes', () => {
  const view = { width: 1000, height: 800 };
  const tip = { width: 300, height: 100 };

  it('sits under the key, from its left edge', () => {
    expect(tipPlacement({ top: 100, left: 200, width: 50, height: 20 }, tip, view)).toEqual({
      top: 120 + gap,
      left: 200,
    });
  });

  it('goes above the key when the window has no room below', () => {
    expect(tipPlacement({ top: 700, left: 200, width: 50, height: 20 }, tip, view)).toEqual({
      top: 700 - gap - 100,
      left: 200,
    });
  });

  it('stays inside the window on the right and on the left', () => {
    expect(tipPlacement({ top: 100, left: 900, width: 50, height: 20 }, tip, view).left).toBe(
      1000 - gap - 300,
    );
    expect(tipPlacement({ top: 100, left: 2, width: 50, height: 20 }, tip, view).left).toBe(gap);
  });
});

describe('the texts of a popup', () => {
  it('keep inline code apart from prose', () => {
    expect(codeParts('`true` when `format` is set')).toEqual([
      { code: true, text: 'true' },
      { code: false, text: ' when ' },
      { code: true, text: 'format' },
      { code: false, text: ' is set' },
    ]);
    expect(codeParts('a lone ` backtick')).toEqual([{ code: false, text: 'a lone ` backtick' }]);
  });
});
