import { describe, expect, it } from 'vitest';
import { CHAT_PROMPT, chatLinks } from '#shared/page-markdown';

describe('chatLinks', () => {
  it("asks each chat to read the page's Markdown URL, then to answer questions about it", () => {
    const url = 'https://rslib.rs/guide/start/quick-start.md';
    const prompt = `Read ${url}, I want to ask questions about it.`;
    expect(CHAT_PROMPT.replace('{url}', url)).toBe(prompt);
    const links = chatLinks(url);
    expect(links.map((l) => l.name)).toEqual(['ChatGPT', 'Claude']);
    for (const link of links) expect(new URL(link.href).searchParams.get('q')).toBe(prompt);
  });
});
