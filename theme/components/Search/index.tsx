import { NoSSR } from '@rspress/core/runtime';
import { SearchButton, SearchPanel } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import { isSearchShortcut } from '../../../src/shortcuts';

/**
 * Rspress's search, with its panel mounted only while open: the stock panel listens to every
 * key press on the page and throws on Enter when nothing is selected. Ctrl/Cmd+K and '/' open it.
 */
export function Search() {
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (focused || !isSearchShortcut(event)) return;
      event.preventDefault();
      setFocused(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [focused]);

  return (
    <>
      <SearchButton setFocused={setFocused} />
      {focused ? (
        <NoSSR>
          <SearchPanel focused={focused} setFocused={setFocused} />
        </NoSSR>
      ) : null}
    </>
  );
}
