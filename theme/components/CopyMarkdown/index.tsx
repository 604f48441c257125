import { useI18n } from '@rspress/core/runtime';
import { IconCopy, IconSuccess, SvgWrapper, useMdUrl } from '@rspress/core/theme-original';
import { useEffect, useRef, useState } from 'react';
import { copyToClipboard } from '../../../src/browser/clipboard';
import { COPY_FAILURE_MS, COPY_SUCCESS_MS } from '../../../src/shared/constants';
import type { UI_TEXT } from '../../../src/shared/i18n';
import { createMarkdownLoader } from '../../../src/shared/page-markdown';
import './index.css';

/** One loader for the whole session: each page's Markdown is fetched once. */
const loadMarkdown = createMarkdownLoader((input, init) => fetch(input, init));

type CopyState = 'idle' | 'loading' | 'copied' | 'failed';

/**
 * 'Copy Markdown': copies the page's Markdown twin. Disabled while loading, 'Copied' for 500 ms
 * after success; a failure (no twin, no network, clipboard refused) is said, not swallowed.
 */
export function LlmsCopyButton() {
  const t = useI18n<typeof UI_TEXT>();
  const { pathname } = useMdUrl();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const settle = (next: CopyState, ms: number) => {
    setState(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), ms);
  };

  const copy = async () => {
    window.clearTimeout(timer.current);
    setState('loading');
    try {
      const copied = await copyToClipboard(await loadMarkdown(pathname));
      if (!copied) throw new Error('clipboard refused');
      settle('copied', COPY_SUCCESS_MS);
    } catch {
      settle('failed', COPY_FAILURE_MS);
    }
  };

  if (!pathname) return null;
  return (
    <>
      <button
        type="button"
        className={`rp-not-doc rp-llms-button rp-llms-copy-button${state === 'loading' ? ' rp-llms-copy-button--loading' : ''}${state === 'copied' ? ' rp-llms-copy-button--success' : ''}`}
        data-state={state}
        disabled={state === 'loading'}
        aria-busy={state === 'loading'}
        onClick={copy}
      >
        <span className="rp-llms-copy-button__icon-wrapper">
          <SvgWrapper icon={IconSuccess} className="rp-llms-copy-button__icon-success" />
          <SvgWrapper icon={IconCopy} className="rp-llms-copy-button__icon-copy" />
        </span>
        <span>{state === 'copied' ? t('copyMarkdown.copied') : t('copyMarkdownText')}</span>
      </button>
      <span className="rslib-copy-status" role="status">
        {state === 'failed' ? t('copyMarkdown.failed') : ''}
      </span>
    </>
  );
}
