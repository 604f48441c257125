import type { SocialLink as SocialLinkConfig } from '@rspress/core';
import { SocialLink as OriginalSocialLink } from '@rspress/core/dist/theme/components/SocialLinks/SocialLink.js';
import { useI18n, useSite } from '@rspress/core/runtime';
import { IconArrowDown, SvgWrapper, useHoverGroup } from '@rspress/core/theme';
import presetIcons from 'virtual-social-links';
import type { UI_TEXT } from '../../../src/i18n';
import { socialServiceName } from '../../../src/social-links';
// Rspress's own rules for the row of icons, kept with its markup.
import '@rspress/core/dist/theme/components/SocialLinks/index.css';

/** The spec's limit: more links than this go into a hover popup. */
const INLINE_LINKS = 5;

type Position = 'center' | 'right';

/**
 * One social link. A plain link gets an accessible name (the service, and that it opens a new
 * tab), which Rspress's icon-only link lacks; the popup modes are Rspress's own.
 */
function SocialLink({ link, position }: { link: SocialLinkConfig; position: Position }) {
  const t = useI18n<typeof UI_TEXT>();
  if ((link.mode ?? 'link') !== 'link') {
    return <OriginalSocialLink link={link} hoverGroupPosition={position} />;
  }
  const { icon, content } = link;
  const svg = typeof icon === 'string' ? presetIcons[icon] : icon.svg;
  return (
    <a
      href={content}
      target="_blank"
      rel="noopener noreferrer"
      className="rp-social-links__item"
      aria-label={t('socialLinks.label', { name: socialServiceName(icon, content) })}
    >
      <div className="rp-social-links__icon">
        <div
          className="rp-social-links__icon"
          aria-hidden="true"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the preset or configured SVG markup, as Rspress renders it.
          dangerouslySetInnerHTML={{ __html: svg ?? '' }}
        />
      </div>
    </a>
  );
}

/** Rspress's social links (same markup and classes), each link with an accessible name. */
export function SocialLinks({ socialLinks: fromProps }: { socialLinks?: SocialLinkConfig[] }) {
  const { site } = useSite();
  const socialLinks = site.themeConfig.socialLinks || fromProps || [];
  const shown = socialLinks.slice(0, INLINE_LINKS);
  const hidden = socialLinks.slice(INLINE_LINKS);
  const { hoverGroup, handleMouseEnter, handleMouseLeave } = useHoverGroup({
    position: 'right',
    customChildren:
      hidden.length > 0 ? (
        <div className="rp-social-links__hidden">
          {hidden.map((item, index) => (
            <SocialLink
              key={item.content}
              link={item}
              position={index === hidden.length - 1 ? 'right' : 'center'}
            />
          ))}
        </div>
      ) : null,
  });
  if (socialLinks.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: closes Rspress's hover popup of extra links; every link is its own control.
    <div className="rp-social-links" onMouseLeave={handleMouseLeave}>
      {shown.map((item, index) => (
        <SocialLink
          key={item.content}
          link={item}
          position={index === shown.length - 1 ? 'right' : 'center'}
        />
      ))}
      {hidden.length > 0 ? (
        <SvgWrapper icon={IconArrowDown} onMouseEnter={handleMouseEnter} fontSize={20} />
      ) : null}
      {hoverGroup}
    </div>
  );
}
