import { useI18n, usePageData, useSidebar } from '@rspress/core/runtime';
import { OverviewGroup } from '@rspress/core/theme-original';
import { type ReactNode, useId, useMemo, useState } from 'react';
import type { UI_TEXT } from '#shared/i18n';
import {
  filterOverviewGroups,
  type OverviewGroupData,
  overviewGroups,
  type PageSummary,
  type SidebarNode,
} from '#shared/overview';
import { overviewMarkdown } from '#shared/twin-markdown';
import { FallbackHeading } from '../FallbackHeading';
import './index.css';

export interface OverviewProps {
  /** The page's own Markdown, shown between the filter and the groups. */
  content?: ReactNode;
  groups?: OverviewGroupData[];
  overviewHeaders?: number[];
}

/**
 * An overview page: the pages of its section, grouped as in the sidebar, each with its headings
 * (h2 unless `overviewHeaders` says otherwise), and a filter over group names, titles and headings.
 */
export function Overview({ content, groups: givenGroups, overviewHeaders }: OverviewProps) {
  const { page } = usePageData();
  // The pages this overview lists, with their headings: its own module carries them
  // (src/node/rspress/plugin-slim-page-data.ts), not the records every page loads.
  const listed = (page as { overviewPages?: PageSummary[] }).overviewPages;
  const sidebar = useSidebar() as SidebarNode[];
  const t = useI18n<typeof UI_TEXT>();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const fallbackName = t('overview.defaultGroup');
  const frontmatterHeaders = page.frontmatter?.overviewHeaders as number[] | undefined;

  const groups = useMemo(
    () =>
      givenGroups ??
      overviewGroups({
        sidebar,
        routePath: page.routePath,
        pages: listed ?? [],
        headerLevels: overviewHeaders ?? frontmatterHeaders,
        fallbackName,
      }),
    [
      givenGroups,
      sidebar,
      page.routePath,
      listed,
      overviewHeaders,
      frontmatterHeaders,
      fallbackName,
    ],
  );
  const visible = useMemo(() => filterOverviewGroups(groups, query), [groups, query]);
  const title = page.title || 'Overview';

  // The Markdown twin (llms-full.txt, Copy Markdown) gets what the page shows: its own text, then
  // the groups (src/shared/twin-markdown.ts).
  if (import.meta.env.SSG_MD) {
    return (
      <>
        <FallbackHeading level={1} title={title} />
        {content}
        {`\n\n${overviewMarkdown(groups)}`}
      </>
    );
  }

  return (
    <div className="rp-doc rspress-doc rp-overview rslib-overview">
      <FallbackHeading level={1} title={title} />
      <search className="rslib-overview__filter">
        <label htmlFor={inputId} className="rslib-overview__label">
          {t('overview.filterNameText')}
        </label>
        <input
          id={inputId}
          type="search"
          className="rslib-overview__input"
          placeholder={t('overview.filterPlaceholderText')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </search>
      {content}
      {visible.map((group) => (
        <OverviewGroup key={group.name} group={group} />
      ))}
      <p className="rslib-overview__empty" role="status">
        {visible.length === 0 ? t('overview.noResult', { query: query.trim() }) : ''}
      </p>
    </div>
  );
}
