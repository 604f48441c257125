import { useI18n } from '@rspress/core/runtime';
import { POPOVER_OPEN_DELAY_MS } from '#shared/constants';
import type { UI_TEXT } from '#shared/i18n';
import { localizeTool, logoSrc, RSTACK_TOOLS } from '#shared/tools';
import { useHoverDisclosure } from '../../logic/useHoverDisclosure';
import { useUiLanguage } from '../../logic/useUiLanguage';
import { ToolLogo } from '../ToolLogo';
import './index.css';

/**
 * The grid button in the nav that opens the Rstack tools: on hover (mouse), on click, or with
 * Enter/Space. Escape closes it and gives focus back to the button; so do a click outside and
 * moving focus out.
 */
export function ToolSwitcher() {
  const t = useI18n<typeof UI_TEXT>();
  const lang = useUiLanguage();
  const { open, popupId, rootProps, buttonProps } = useHoverDisclosure<HTMLDivElement>({
    openDelay: POPOVER_OPEN_DELAY_MS,
  });

  return (
    <div className="rslib-tool-switcher" {...rootProps}>
      <button
        type="button"
        className="rslib-icon-button rslib-tool-switcher__button"
        aria-label={t('toolSwitcher.label')}
        {...buttonProps}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          {[4, 10.5, 17].flatMap((x) =>
            [4, 10.5, 17].map((y) => (
              <rect key={`${x}-${y}`} x={x} y={y} width="3.5" height="3.5" rx="1" />
            )),
          )}
        </svg>
      </button>
      {open ? (
        <div id={popupId} className="rslib-tool-switcher__panel">
          <ul className="rslib-tool-switcher__list">
            {RSTACK_TOOLS.map((tool) => {
              const { desc, url } = localizeTool(tool, lang);
              return (
                <li key={tool.name}>
                  <a
                    className="rslib-tool-switcher__item"
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <ToolLogo
                      className="rslib-tool-switcher__logo"
                      src={logoSrc(tool)}
                      size={32}
                      style={tool.logoScale ? { transform: `scale(${tool.logoScale})` } : undefined}
                    />
                    <span className="rslib-tool-switcher__text">
                      <span className="rslib-tool-switcher__name">{tool.name}</span>
                      <span className="rslib-tool-switcher__desc">{desc}</span>
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
