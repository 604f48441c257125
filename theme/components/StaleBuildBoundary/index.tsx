import { useI18n } from '@rspress/core/runtime';
import { Component, type ReactNode } from 'react';
import {
  claimFullLoad,
  fullLoadTarget,
  isChunkLoadError,
  takeNavigation,
} from '#client/stale-build';
import type { UI_TEXT } from '#shared/i18n';
import './index.css';

interface State {
  error?: unknown;
  /** The address loaded in full, and whether that load is under way or was given up. */
  target?: string;
  loading?: boolean;
}

/**
 * Catches a page chunk that fails to load (a tab opened before a deploy asking for files the
 * deploy replaced) and loads the page in full from the server rather than leaving the page
 * blank or the click doing nothing; see src/client/stale-build.ts. Any other error goes on up as before.
 */
export class StaleBuildBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};
  /** A full load has started, or was given up: further failures of the same moment add nothing. */
  private recovering = false;

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  // Rspress also renders every page to Markdown for the llms outputs, with a renderer that runs
  // class lifecycles (not effects) and has no `window`: a throw here cost every page an error
  // recovery and made large builds' Markdown step many times slower (bench/README.md).
  override componentDidMount() {
    if (typeof window === 'undefined') return;
    window.addEventListener('error', this.onReportedError);
    window.addEventListener('unhandledrejection', this.onUnhandledRejection);
  }

  override componentWillUnmount() {
    if (typeof window === 'undefined') return;
    window.removeEventListener('error', this.onReportedError);
    window.removeEventListener('unhandledrejection', this.onUnhandledRejection);
  }

  /**
   * A failure while rendering: back or forward to a page whose code is gone (links report theirs
   * to the window instead, below, so that React does not log an error it caught).
   */
  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) this.recover(error);
  }

  /**
   * A failure reported to the window: a link's navigation, which Rspress starts in a transition
   * (React's global one, or the link's own: theme/components/Link). The click would otherwise
   * do nothing.
   */
  private onReportedError = (event: ErrorEvent) => {
    if (!isChunkLoadError(event.error)) return;
    event.preventDefault();
    this.recover(event.error);
  };

  /**
   * A failure nobody handled: Rspress's prefetch of a page's code when a link is hovered or
   * touched. Harmless (the click that may follow is handled above), so not reported as an error.
   */
  private onUnhandledRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) event.preventDefault();
  };

  /** Loads in full the page the failed navigation was going to (else this one), once. */
  private recover(error: unknown) {
    if (this.recovering) return;
    this.recovering = true;
    const current = window.location.href;
    const target = fullLoadTarget(current, takeNavigation(current));
    const loading = claimFullLoad(() => window.sessionStorage, target, Date.now());
    this.setState({ error, target, loading });
    if (loading) window.location.assign(target);
  }

  override render() {
    const { error, target, loading } = this.state;
    if (!('error' in this.state)) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <StaleBuildNotice target={target} loading={loading !== false} />;
  }
}

function StaleBuildNotice({ target, loading }: { target?: string; loading: boolean }) {
  const t = useI18n<typeof UI_TEXT>();
  return (
    <main className="rslib-stale-build">
      <p role="status">{loading ? t('staleBuild.loading') : t('staleBuild.failed')}</p>
      {!loading && target ? <a href={target}>{t('staleBuild.retry')}</a> : null}
    </main>
  );
}
