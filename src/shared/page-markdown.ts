/** The links that hand a page's Markdown twin to AI chats. */

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
