import { useStorageValue } from '@rspress/core/theme-original';
import {
  Children,
  Fragment,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useId,
  useRef,
  useState,
} from 'react';
import { classNames } from '../../../src/shared/class-names';
import './index.css';

type TabItem = {
  label: ReactNode;
  value: string;
  disabled?: boolean;
};

export interface TabsProps {
  values?: ReadonlyArray<TabItem>;
  defaultIndex?: number;
  defaultValue?: string;
  onChange?: (index: number) => void;
  children: ReactNode;
  /** Tabs with the same `groupId` share the chosen tab through local storage. */
  groupId?: string;
  tabPosition?: 'left' | 'center';
  /** Keeps the hidden panels in the page (static rendering shows every command). */
  keepDOM?: boolean;
  className?: string;
  labelItemClassName?: string;
  contentItemClassName?: string;
  ref?: Ref<HTMLDivElement>;
}

export type TabProps = {
  label?: ReactNode;
  value?: string;
  disabled?: boolean;
  children: ReactNode;
};

type ResolvedTab = {
  label: ReactNode;
  value?: string;
  disabled?: boolean;
  content: ReactNode;
};

/** Rspress's storage key prefix, so a choice made before this component existed still holds. */
const GROUP_ID_PREFIX = 'rspress.tabs.';

function resolveTabs(
  children: ReactElement<TabProps>[],
  values: ReadonlyArray<TabItem> | undefined,
): ResolvedTab[] {
  if (values && values.length > 0) {
    return values.map((item, index) => ({
      ...item,
      content: children.find((child) => child.props.value === item.value) ?? children[index],
    }));
  }
  return children.map((child, index) => ({
    label: child.props.label ?? index,
    value: child.props.value,
    disabled: child.props.disabled,
    content: child,
  }));
}

/** The next enabled tab from `from` in `step` direction, wrapping around. */
function nextEnabled(tabs: ResolvedTab[], from: number, step: 1 | -1): number {
  for (let moved = 1; moved <= tabs.length; moved += 1) {
    const index = (from + step * moved + tabs.length) % tabs.length;
    if (!tabs[index]?.disabled) return index;
  }
  return from;
}

/**
 * Rspress's tabs, as a WAI-ARIA tab list: the labels are `tab` buttons, only the selected one is
 * in the Tab order, Left/Right move to the previous/next tab and select it, Home/End to the first
 * and last. Same props and class names as the stock component, which renders clickable `div`s.
 */
export function Tabs({
  values,
  defaultIndex,
  defaultValue,
  onChange,
  children: rawChildren,
  groupId,
  tabPosition = 'left',
  keepDOM = true,
  className,
  labelItemClassName,
  contentItemClassName,
  ref,
}: TabsProps) {
  const children = Children.toArray(rawChildren).filter((child): child is ReactElement<TabProps> =>
    isValidElement(child),
  );
  const tabs = resolveTabs(children, values);
  const defaultValueIndex =
    defaultValue === undefined ? -1 : tabs.findIndex((tab) => tab.value === defaultValue);
  const initialIndex = defaultValueIndex === -1 ? (defaultIndex ?? 0) : defaultValueIndex;
  const [localIndex, setLocalIndex] = useState(initialIndex);
  const [storedIndex, setStoredIndex] = useStorageValue<string>(
    `${GROUP_ID_PREFIX}${groupId}`,
    initialIndex.toString(),
  );
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  if (import.meta.env.SSG_MD) {
    return tabs.map(({ label, value, content }, index) => (
      <Fragment key={value ?? index}>
        {'\n**'}
        {label}
        {'**\n\n'}
        {content}
        {'\n'}
      </Fragment>
    ));
  }

  const storedNumber = Number(storedIndex);
  const currentIndex = groupId
    ? Number.isInteger(storedNumber) && storedNumber >= 0 && storedNumber < tabs.length
      ? storedNumber
      : initialIndex
    : localIndex;

  const select = (index: number) => {
    if (tabs[index]?.disabled) return;
    onChange?.(index);
    if (groupId) setStoredIndex(index.toString());
    else setLocalIndex(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target =
      event.key === 'ArrowRight'
        ? nextEnabled(tabs, index, 1)
        : event.key === 'ArrowLeft'
          ? nextEnabled(tabs, index, -1)
          : event.key === 'Home'
            ? nextEnabled(tabs, -1, 1)
            : event.key === 'End'
              ? nextEnabled(tabs, tabs.length, -1)
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    select(target);
    tabRefs.current[target]?.focus();
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <div className={classNames('rp-tabs', className)} ref={ref}>
      {tabs.length > 0 ? (
        <div
          role="tablist"
          className="rp-tabs__label rp-tabs__label--no-scrollbar"
          style={{ justifyContent: tabPosition === 'center' ? 'center' : 'flex-start' }}
        >
          {tabs.map(({ label, value, disabled }, index) => {
            const selected = index === currentIndex;
            return (
              <button
                key={value ?? index}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={tabId(index)}
                aria-selected={selected}
                aria-controls={panelId(index)}
                tabIndex={selected ? 0 : -1}
                disabled={disabled}
                className={classNames(
                  'rp-tabs__label__item',
                  selected
                    ? 'rp-tabs__label__item--selected'
                    : 'rp-tabs__label__item--not-selected',
                  labelItemClassName,
                )}
                data-index={index}
                onClick={() => select(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {label}
              </button>
            );
          })}
        </div>
      ) : null}
      <div className="rp-tabs__content">
        {tabs.map(({ value, content }, index) => {
          const active = index === currentIndex;
          if (!keepDOM && !active) return null;
          return (
            <div
              key={value ?? index}
              role="tabpanel"
              id={panelId(index)}
              aria-labelledby={tabId(index)}
              className={classNames(
                'rp-tabs__content__item',
                active ? 'rp-tabs__content__item--active' : 'rp-tabs__content__item--hidden',
                contentItemClassName,
              )}
              aria-hidden={!active}
              data-index={index}
            >
              {content}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** One tab's content; `Tabs` reads its `label`, `value` and `disabled`. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}
