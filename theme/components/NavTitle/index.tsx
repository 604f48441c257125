import {
  addLeadingSlash,
  addTrailingSlash,
  normalizeImagePath,
  useLang,
  useSite,
} from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import './index.css';

/** The logo files are square; the size lets the browser reserve the space before they load. */
const LOGO_SIZE = 64;

/**
 * Rspress's nav title (logo and site name, linking home), with the logo images described
 * correctly: decorative (`alt=""`) next to the site name, the site name otherwise, and without
 * the `id="logo"` Rspress gave both the light and the dark image.
 */
export function NavTitle() {
  const { site } = useSite();
  const lang = useLang();
  const localeTitle = site.themeConfig?.locales?.find((locale) => locale.lang === lang)?.title;
  const title = (localeTitle ?? site.title) || 'Home';
  const langRoutePrefix = lang === (site.lang ?? '') ? '/' : addTrailingSlash(lang);
  const { logo, logoText, logoHref } = site;
  const alt = logoText ? '' : title;
  const image = (src: string, variant?: 'light' | 'dark') => (
    <img
      src={normalizeImagePath(src)}
      alt={alt}
      width={LOGO_SIZE}
      height={LOGO_SIZE}
      className={`rspress-logo rp-nav__title__logo-image${variant ? ` rp-nav__title__logo-image--${variant}` : ''}`}
    />
  );
  return (
    <div className="rp-nav__title">
      <Link href={logoHref || addLeadingSlash(langRoutePrefix)} className="rp-nav__title__link">
        {logo ? (
          <div className="rp-nav__title__logo">
            {typeof logo === 'string' ? (
              image(logo)
            ) : (
              <>
                {image(logo.light, 'light')}
                {image(logo.dark, 'dark')}
              </>
            )}
          </div>
        ) : null}
        {logoText ? <span>{logoText}</span> : null}
        {!logo && !logoText ? <span>{title}</span> : null}
      </Link>
    </div>
  );
}
