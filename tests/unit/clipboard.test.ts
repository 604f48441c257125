import { describe, expect, it } from 'vitest';
import { copyPromptText } from '#client/clipboard';
import { UI_TEXT } from '#shared/i18n';

const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/140.0 Safari/537.36';

describe('copyPromptText', () => {
  it("speaks the page's language, with the platform's copy shortcut", () => {
    expect(copyPromptText('zh', WINDOWS)).toBe('复制到剪贴板：按 Ctrl+C，再按 Enter');
    expect(copyPromptText('zh-CN', MAC)).toBe('复制到剪贴板：按 ⌘+C，再按 Enter');
    expect(copyPromptText('en', MAC)).toBe('Copy to clipboard: ⌘+C, Enter');
  });

  it('falls back to English for a language the site does not have, or none', () => {
    expect(copyPromptText('fr', WINDOWS)).toBe('Copy to clipboard: Ctrl+C, Enter');
    expect(copyPromptText('', WINDOWS)).toBe('Copy to clipboard: Ctrl+C, Enter');
  });

  it("is the UI text table's entry, so it changes with the table", () => {
    for (const language of ['en', 'zh'] as const) {
      const entry = UI_TEXT['codeCopy.prompt'][language];
      expect(copyPromptText(language, WINDOWS)).toBe(entry.replace('{{key}}', 'Ctrl+C'));
    }
  });
});
