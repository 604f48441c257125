import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusOpenedPage } from '#client/focus-page';
import { OPENED_PAGE_FOCUS_SETTLE_FRAMES } from '#shared/constants';

/** As much of an element as the focus mover touches. */
class FakeElement {
  tabIndex = -1;
  isConnected = true;
  private readonly attributes = new Set<string>();
  constructor(
    readonly id: string,
    private readonly document: FakeDocument,
  ) {}
  hasAttribute(name: string) {
    return this.attributes.has(name) || (name === 'tabindex' && this.tabIndex >= 0);
  }
  focus() {
    this.document.activeElement = this;
  }
}

/** A page whose elements, address and focus a test changes between animation frames. */
class FakeDocument {
  body = new FakeElement('body', this);
  activeElement: FakeElement | null = this.body;
  elements = new Map<string, FakeElement>();
  add(id: string) {
    const element = new FakeElement(id, this);
    this.elements.set(id, element);
    return element;
  }
  getElementById(id: string) {
    return this.elements.get(id) ?? null;
  }
}

let page: FakeDocument;
let frames: Array<() => void>;
let now: number;
const location = { href: 'http://127.0.0.1/guide/start/', pathname: '/guide/start/' };

/** Runs the frames the browser would draw next, `count` times over. */
function drawFrames(count = 1) {
  for (let index = 0; index < count; index++) {
    const due = frames;
    frames = [];
    for (const callback of due) callback();
  }
}

function navigate(pathname: string) {
  location.pathname = pathname;
  location.href = `http://127.0.0.1${pathname}`;
}

describe('focus on a page opened in the app', () => {
  beforeEach(() => {
    page = new FakeDocument();
    frames = [];
    now = 0;
    navigate('/guide/start/');
    vi.stubGlobal('document', page);
    vi.stubGlobal('window', { location });
    vi.stubGlobal('performance', { now: () => now });
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the address, then focuses the heading the link names', () => {
    const heading = page.add('dts-bundle');
    page.add('main-content');
    focusOpenedPage('/config/lib/dts#dts-bundle', 'main-content');
    drawFrames(3);
    expect(page.activeElement).toBe(page.body);
    navigate('/config/lib/dts');
    drawFrames();
    expect(page.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it('focuses the main content when the link names no section', () => {
    const main = page.add('main-content');
    navigate('/guide/basic/cli');
    focusOpenedPage('/guide/basic/cli', 'main-content');
    drawFrames();
    expect(page.activeElement).toBe(main);
  });

  it('follows the heading when React replaces it while the page settles', () => {
    const first = page.add('dts-bundle');
    navigate('/config/lib/dts');
    focusOpenedPage('/config/lib/dts#dts-bundle', 'main-content');
    drawFrames();
    expect(page.activeElement).toBe(first);
    first.isConnected = false;
    const second = page.add('dts-bundle');
    drawFrames();
    expect(page.activeElement).toBe(second);
  });

  it('leaves focus the reader moved before the page arrived', () => {
    // The search opened again and closed while the address had not changed yet: the focus is on
    // the Search button, where closing put it, and must stay there.
    page.add('dts-bundle');
    focusOpenedPage('/config/lib/dts#dts-bundle', 'main-content');
    drawFrames();
    const searchButton = page.add('search-button');
    searchButton.focus();
    navigate('/config/lib/dts');
    drawFrames(OPENED_PAGE_FOCUS_SETTLE_FRAMES + 5);
    expect(page.activeElement).toBe(searchButton);
    expect(frames).toEqual([]);
  });

  it('leaves focus the reader moved after it was placed', () => {
    const heading = page.add('dts-bundle');
    navigate('/config/lib/dts');
    focusOpenedPage('/config/lib/dts#dts-bundle', 'main-content');
    drawFrames();
    expect(page.activeElement).toBe(heading);
    const link = page.add('next-link');
    link.focus();
    drawFrames(OPENED_PAGE_FOCUS_SETTLE_FRAMES + 5);
    expect(page.activeElement).toBe(link);
  });

  it('stops after its time, with the page never shown', () => {
    focusOpenedPage('/config/lib/dts#dts-bundle', 'main-content');
    drawFrames();
    now = 60_000;
    drawFrames();
    expect(frames).toEqual([]);
  });
});
