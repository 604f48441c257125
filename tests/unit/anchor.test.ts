import { describe, expect, it } from 'vitest';
import { anchorId } from '#shared/anchor';

describe('anchorId', () => {
  it('is the decoded id an anchor names', () => {
    expect(anchorId('#create-a-new-project')).toBe('create-a-new-project');
    expect(anchorId('#%E5%AE%89%E8%A3%85')).toBe('安装');
    expect(anchorId('')).toBe('');
    expect(anchorId('#')).toBe('');
  });

  it('keeps an anchor that is not valid percent-encoding as written', () => {
    expect(anchorId('#%E0%A4%A')).toBe('%E0%A4%A');
  });
});
