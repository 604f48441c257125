import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusOpenedPage } from '#client/focus-page';
import { OPENED_PAGE_FOCUS_SETTLE_FRAMES } from '#shared/constants';

/** As much of an element as the focus mover touches. */
class FakeElement {
  isConnected = true;
  /** The `tabindex` attribute, if set. */
  private tabindex: number | null = null;
  constructor(
    readonly id: string,
    private readonly document: FakeDocument,
  ) {}
  get tabIndex() {
    return this.tabindex ?? -1;
  }
  set tabIndex(value: number) {
    this.tabindex = value;
  }
  hasAttribute(name: string) {
    return name === 'tabindex' && this.tabindex !== null;
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

const MAIN_ID = 'main-content';

/** A result chosen for `href`, whose address has (else has not yet) become the page's. */
function choose(href: string, { arrived = true } = {}) {
  if (arrived) navigate(new URL(href, location.href).pathname);
  focusOpenedPage(href, MAIN_ID);
  drawFrames();
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
    page.add(MAIN_ID);
    choose('/config/lib/dts#dts-bundle', { arrived: false });
    drawFrames(3);
    expect(page.activeElement).toBe(page.body);
    navigate('/config/lib/dts');
    drawFrames();
    expect(page.activeElement).toBe(heading);
    expect(heading.hasAttribute('tabindex')).toBe(true);
  });

  it('focuses the main content when the link names no section', () => {
    const main = page.add(MAIN_ID);
    choose('/guide/basic/cli');
    expect(page.activeElement).toBe(main);
  });

  it('follows the heading when React replaces it while the page settles', () => {
    const first = page.add('dts-bundle');
    choose('/config/lib/dts#dts-bundle');
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
    choose('/config/lib/dts#dts-bundle', { arrived: false });
    const searchButton = page.add('search-button');
    searchButton.focus();
    navigate('/config/lib/dts');
    drawFrames(OPENED_PAGE_FOCUS_SETTLE_FRAMES + 5);
    expect(page.activeElement).toBe(searchButton);
    expect(frames).toEqual([]);
  });

  it('leaves focus the reader moved after it was placed', () => {
    const heading = page.add('dts-bundle');
    choose('/config/lib/dts#dts-bundle');
    expect(page.activeElement).toBe(heading);
    const link = page.add('next-link');
    link.focus();
    drawFrames(OPENED_PAGE_FOCUS_SETTLE_FRAMES + 5);
    expect(page.activeElement).toBe(link);
  });

  it('stops after its time, with the page never shown', () => {
    choose('/config/lib/dts#dts-bundle', { arrived: false });
    now = 60_000;
    drawFrames();
    expect(frames).toEqual([]);
  });
});
