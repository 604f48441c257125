import { useI18n, useLocation } from '@rspress/core/runtime';
import { Component, type ReactNode, useEffect } from 'react';
import {
  claimFullLoad,
  fullLoadTarget,
  isChunkLoadError,
  linkNavigation,
  noteNavigation,
  settleNavigation,
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
  // recovery and made large builds' Markdown step much slower.
  override componentDidMount() {
    if (typeof window === 'undefined') return;
    window.addEventListener('error', this.onReportedError);
    window.addEventListener('unhandledrejection', this.onUnhandledRejection);
    document.addEventListener('click', this.onClick, true);
  }

  override componentWillUnmount() {
    if (typeof window === 'undefined') return;
    window.removeEventListener('error', this.onReportedError);
    window.removeEventListener('unhandledrejection', this.onUnhandledRejection);
    document.removeEventListener('click', this.onClick, true);
  }

  /**
   * A plain click on a link notes where it goes (before Rspress's own handler starts the
   * navigation), so that a failure of the next page's code loads that page, not this one.
   */
  private onClick = (event: MouseEvent) => {
    const { button, metaKey, ctrlKey, shiftKey, altKey, target } = event;
    if (button !== 0 || metaKey || ctrlKey || shiftKey || altKey) return;
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement) {
      noteNavigation(linkNavigation(link, window.location.href));
    }
  };

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

/**
 * The site's recovery from a deploy while a tab is open (the one place it is wired up; the
 * decisions are in src/client/stale-build.ts): the boundary, and the noted navigation forgotten
 * once the address is another.
 */
export function StaleBuildRecovery({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address changes, which it reads from `window`.
  useEffect(() => {
    settleNavigation(window.location.href);
  }, [pathname, search]);
  return <StaleBuildBoundary>{children}</StaleBuildBoundary>;
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
