/** The Markdown twin of a page, fetched once per path, and the links that hand it to AI chats. */

export class MarkdownUnavailableError extends Error {
  constructor(url: string, reason: string) {
    super(`The Markdown of ${url} could not be loaded: ${reason}`);
    this.name = 'MarkdownUnavailableError';
  }
}

/**
 * A loader that fetches each URL once and keeps the text; a failed fetch (network, non-2xx, or
 * an HTML page where Markdown was expected) rejects and is not kept, so a retry can succeed.
 */
export function createMarkdownLoader(fetchFn: typeof fetch): (url: string) => Promise<string> {
  const cache = new Map<string, Promise<string>>();
  return (url) => {
    const cached = cache.get(url);
    if (cached) return cached;
    const loading = fetchFn(url)
      .catch((error: unknown) => {
        throw new MarkdownUnavailableError(
          url,
          error instanceof Error ? error.message : String(error),
        );
      })
      .then(async (response) => {
        if (!response.ok) throw new MarkdownUnavailableError(url, `HTTP ${response.status}`);
        const text = await response.text();
        if (/^\s*<!doctype html/i.test(text))
          throw new MarkdownUnavailableError(url, 'got an HTML page');
        return text;
      });
    cache.set(url, loading);
    loading.catch(() => cache.delete(url));
    return loading;
  };
}

export const CHAT_PROMPT = 'Read {url}, I want to ask questions about it.';

/** Links that open an AI chat with the page's Markdown URL in the prompt. */
export function chatLinks(markdownUrl: string): Array<{ name: string; href: string }> {
  const prompt = CHAT_PROMPT.replace('{url}', markdownUrl);
  return [
    {
      name: 'ChatGPT',
      href: `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q: prompt })}`,
    },
    { name: 'Claude', href: `https://claude.ai/new?${new URLSearchParams({ q: prompt })}` },
  ];
}
