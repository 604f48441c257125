import { describe, expect, it } from 'vitest';
import { socialServiceName } from '#shared/social-links';

describe('socialServiceName', () => {
  it('names preset icons after their service, whatever the icon key case', () => {
    expect(socialServiceName('github', 'https://github.com/web-infra-dev/rslib')).toBe('GitHub');
    expect(socialServiceName('X', 'https://twitter.com/rspack_dev')).toBe('X');
    expect(socialServiceName('discord', 'https://discord.gg/XsaKEEk4mW')).toBe('Discord');
  });

  it("falls back to the link's host for a custom icon", () => {
    expect(socialServiceName({ svg: '<svg/>' }, 'https://www.example.org/team')).toBe(
      'example.org',
    );
  });

  it('falls back to the text itself when it is not a URL', () => {
    expect(socialServiceName({ svg: '<svg/>' }, 'not a url')).toBe('not a url');
  });
});
