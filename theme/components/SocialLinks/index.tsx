import type { SocialLink as SocialLinkConfig } from '@rspress/core';
import { useI18n, useSite } from '@rspress/core/runtime';
import type { ReactNode } from 'react';
import presetIcons from 'virtual-social-links';
import type { UI_TEXT } from '#shared/i18n';
import { socialServiceName } from '#shared/social-links';
import { useHoverDisclosure } from '../../logic/useHoverDisclosure';
import { ArrowDown } from '../NavMenu/ArrowDown';
import './index.css';

/** At most this many links show inline; the rest go into a popup. */
const INLINE_LINKS = 5;

type Position = 'center' | 'right';

function Icon({ icon }: { icon: SocialLinkConfig['icon'] }) {
  const svg = typeof icon === 'string' ? presetIcons[icon] : icon.svg;
  return (
    <span
      className="rp-social-links__icon"
      aria-hidden="true"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the preset or configured SVG markup, from the site config.
      dangerouslySetInnerHTML={{ __html: svg ?? '' }}
    />
  );
}

/** A button that shows a popup on hover, focus or press (a text, an image, custom markup). */
function PopupButton({
  label,
  position,
  button,
  children,
}: {
  label: string;
  position: Position;
  button: ReactNode;
  children: ReactNode;
}) {
  const { open, popupId, rootProps, buttonProps } = useHoverDisclosure<HTMLDivElement>();
  return (
    <div className="rp-social-links__item" {...rootProps}>
      <button
        type="button"
        className="rslib-social-links__button"
        aria-label={label}
        {...buttonProps}
      >
        {button}
      </button>
      <div
        id={popupId}
        className={`rp-hover-group rp-hover-group--${position}${open ? '' : ' rp-hover-group--hidden'}`}
      >
        {children}
      </div>
    </div>
  );
}

/**
 * One social link: a link named after its service, or for the popup modes (text, img, dom) a
 * named button that shows the content. Rspress's were unnamed icons that opened on hover only.
 */
function SocialLink({ link, position }: { link: SocialLinkConfig; position: Position }) {
  const t = useI18n<typeof UI_TEXT>();
  const { icon, content, mode = 'link' } = link;
  const name = socialServiceName(icon, content);
  if (mode === 'text' || mode === 'img' || mode === 'dom') {
    return (
      <PopupButton label={name} position={position} button={<Icon icon={icon} />}>
        {mode === 'text' ? <span className="rp-social-links__item__text">{content}</span> : null}
        {mode === 'img' ? <img src={content} alt={name} /> : null}
        {mode === 'dom' ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: markup the site config gives for this mode.
          <div dangerouslySetInnerHTML={{ __html: content }} />
        ) : null}
      </PopupButton>
    );
  }
  return (
    <a
      href={content}
      target="_blank"
      rel="noopener noreferrer"
      className="rp-social-links__item"
      aria-label={t('socialLinks.label', { name })}
    >
      <Icon icon={icon} />
    </a>
  );
}

/** The site's social links: up to five in the bar, the rest behind a "more" button. */
export function SocialLinks({ socialLinks: fromProps }: { socialLinks?: SocialLinkConfig[] }) {
  const t = useI18n<typeof UI_TEXT>();
  const { site } = useSite();
  const socialLinks = site.themeConfig.socialLinks || fromProps || [];
  if (socialLinks.length === 0) return null;
  const shown = socialLinks.slice(0, INLINE_LINKS);
  const hidden = socialLinks.slice(INLINE_LINKS);
  const position = (index: number, list: unknown[]): Position =>
    index === list.length - 1 ? 'right' : 'center';
  return (
    <div className="rp-social-links">
      {shown.map((item, index) => (
        <SocialLink key={item.content} link={item} position={position(index, shown)} />
      ))}
      {hidden.length > 0 ? (
        <PopupButton
          label={t('socialLinks.more')}
          position="right"
          button={<ArrowDown className="rp-social-links__icon" />}
        >
          <div className="rp-social-links__hidden">
            {hidden.map((item, index) => (
              <SocialLink key={item.content} link={item} position={position(index, hidden)} />
            ))}
          </div>
        </PopupButton>
      ) : null}
    </div>
  );
}
