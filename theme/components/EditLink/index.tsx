import { useI18n, usePageData } from '@rspress/core/runtime';
import { IconEdit, Link, SvgWrapper } from '@rspress/core/theme';
import { editLinkHref } from '../../../src/shared/edit-link';
import './index.css';

/**
 * Rspress's "Edit this page" link, in the doc footer and (with `isOutline`) the outline. The
 * stock one builds its URL from the page record's `_relativePath`, which makes every page's
 * record in the first load carry its source path; this one takes the path the runtime already
 * has from the page's route (`pagePath`), so the records can leave it out (src/build/page-data.ts).
 */
export function EditLink({ isOutline }: { isOutline?: boolean }) {
  const { siteData, page } = usePageData();
  const t = useI18n();
  const text = t('editLinkText');
  const href = editLinkHref(siteData.themeConfig?.editLink?.docRepoBaseUrl, page.pagePath);
  if (!href || !text) return null;
  if (isOutline) {
    return (
      <Link href={href} className="rp-outline__action-row rp-edit-link">
        <SvgWrapper icon={IconEdit} width="16" height="16" />
        <span>{text}</span>
      </Link>
    );
  }
  return (
    <Link href={href} className="rp-edit-link">
      {text}
    </Link>
  );
}
