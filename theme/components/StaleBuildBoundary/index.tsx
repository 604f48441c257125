import { useI18n } from '@rspress/core/runtime';
import { Component, type ReactNode } from 'react';
import type { UI_TEXT } from '../../../src/i18n';
import { claimFullLoad, fullLoadTarget, isChunkLoadError } from '../../../src/stale-build';
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
 * blank; see src/stale-build.ts. Any other error goes on up as before.
 */
export class StaleBuildBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) return;
    const target = fullLoadTarget(window.location.href);
    const loading = claimFullLoad(() => window.sessionStorage, target, Date.now());
    this.setState({ target, loading });
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
