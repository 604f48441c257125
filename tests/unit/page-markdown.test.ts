import { describe, expect, it } from 'vitest';
import { CHAT_PROMPT, chatLinks } from '#shared/page-markdown';

describe('chatLinks', () => {
  it('puts the prompt of the spec, with the Markdown URL, into each chat link', () => {
    const url = 'https://rslib.rs/guide/start/quick-start.md';
    const prompt = `Read ${url}, I want to ask questions about it.`;
    expect(CHAT_PROMPT.replace('{url}', url)).toBe(prompt);
    const links = chatLinks(url);
    expect(links.map((l) => l.name)).toEqual(['ChatGPT', 'Claude']);
    for (const link of links) expect(new URL(link.href).searchParams.get('q')).toBe(prompt);
  });
});
