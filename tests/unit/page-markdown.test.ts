import { describe, expect, it, vi } from 'vitest';
import {
  CHAT_PROMPT,
  chatLinks,
  createMarkdownLoader,
  MarkdownUnavailableError,
} from '../../src/shared/page-markdown';

const respond = (body: string, status = 200) => Promise.resolve(new Response(body, { status }));

describe('createMarkdownLoader', () => {
  it('fetches a page once and serves it from the cache afterwards', async () => {
    const fetchFn = vi.fn(() => respond('# Title\n'));
    const load = createMarkdownLoader(fetchFn as unknown as typeof fetch);
    expect(await load('/a.md')).toBe('# Title\n');
    expect(await load('/a.md')).toBe('# Title\n');
    expect(fetchFn).toHaveBeenCalledTimes(1);
    await load('/b.md');
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('rejects clearly on a 404, an HTML answer or a network failure, and retries later', async () => {
    const answers = [
      respond('Not found', 404),
      respond('<!doctype html><html>'),
      Promise.reject(new TypeError('offline')),
    ];
    const fetchFn = vi.fn(() => answers.shift() ?? respond('# Back\n'));
    const load = createMarkdownLoader(fetchFn as unknown as typeof fetch);
    await expect(load('/a.md')).rejects.toThrow(
      'The Markdown of /a.md could not be loaded: HTTP 404',
    );
    await expect(load('/a.md')).rejects.toThrow('got an HTML page');
    await expect(load('/a.md')).rejects.toBeInstanceOf(MarkdownUnavailableError);
    expect(await load('/a.md')).toBe('# Back\n');
  });
});

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
