import { useI18n } from '@rspress/core/runtime';
import type { UI_TEXT } from '#shared/i18n';
import './index.css';

/** The home page's footer: the Rstack family's tagline and the licence. */
export function HomeFooter() {
  const t = useI18n<typeof UI_TEXT>();
  return (
    <footer className="rslib-home-footer">
      <p className="rslib-home-footer__tagline">{t('footer.tagline')}</p>
      <p className="rslib-home-footer__license">{t('footer.license')}</p>
    </footer>
  );
}
