/**
 * One browser session per engine, behind the few actions the behaviours need, so that each
 * behaviour is written once for both engines:
 * - Firefox through puppeteer-core, which launches Debian's `firefox-esr` itself and speaks
 *   WebDriver BiDi to it, console and page errors included;
 * - WebKit through WebdriverIO, which speaks classic WebDriver to WebKitGTK's `WebKitWebDriver`,
 *   which launches `MiniBrowser` (in Xvfb where the machine has no display).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import puppeteer from 'puppeteer-core';
import { Key, remote } from 'webdriverio';
import { type EngineName, FIREFOX_PATH, MINIBROWSER_PATH } from './engines';

/** The keys the behaviours press, by their DOM `key` name. */
export type KeyName =
  | 'Tab'
  | 'Enter'
  | 'Escape'
  | 'Space'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'Home'
  | 'End'
  | '/'
  | 'k'
  | 'v';
type Modifier = 'Control' | 'Shift';

/** A prompt the page opened; the session dismisses it, as a reader who pressed Escape. */
export interface PromptSeen {
  message: string;
}

export interface Session {
  engine: EngineName;
  /**
   * Whether Enter and Space sent by the driver activate a focused button, as they do for a
   * reader. Firefox over WebDriver BiDi delivers the key events (trusted, with their key codes)
   * but never the activation, even on a plain `<button>`: a limit of the driven window (it never
   * has focus: `document.hasFocus()` stays false), not of the page.
   */
  keysActivateButtons: boolean;
  /**
   * Whether the window has a floor above a phone's width: MiniBrowser's toolbar keeps its window
   * wider than a phone, so the page gets the narrowest width the window allows instead.
   */
  windowHasFloor: boolean;
  /** Loads a path of the site and waits for its load event. */
  goto(pathname: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs a function in the page; arguments and result go through JSON. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** Clicks the element the page marked with `TARGET_ATTRIBUTE`, as a pointer would. */
  clickTarget(): Promise<void>;

  press(key: KeyName, modifiers?: Modifier[]): Promise<void>;
  /** Types into the focused element, key by key. */
  type(text: string): Promise<void>;
  /** Sets the size of the page's viewport (the window's inner size); returns the width it got. */
  resize(width: number, height: number): Promise<number>;
  /** Runs `action`, then waits for the prompt it opens and dismisses it. */
  promptAfter(action: () => Promise<void>): Promise<PromptSeen>;
  /** Console errors and uncaught errors since the last call, where the engine reports them. */
  takeProblems(): string[];
  close(): Promise<void>;
}

/** A function run in the page, as the drivers type it: its arguments cross as JSON either way. */
type PageFunction = (...args: unknown[]) => unknown;

/** The attribute `clickTarget` finds the element to click by. */
export const TARGET_ATTRIBUTE = 'data-engine-target';
const TARGET = `[${TARGET_ATTRIBUTE}]`;
/** How long the session waits for a browser or a prompt to appear. */
const APPEAR_TIMEOUT_MS = 10_000;
const POLL_MS = 50;

async function waitFor<T>(what: string, attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + APPEAR_TIMEOUT_MS;
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not appear`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export async function openFirefox(origin: string): Promise<Session> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  let problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) =>
    problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`),
  );
  let prompts: PromptSeen[] = [];
  page.on('dialog', (dialog) => {
    prompts.push({ message: dialog.message() });
    void dialog.dismiss();
  });
  return {
    engine: 'firefox',
    keysActivateButtons: false,
    windowHasFloor: false,
    goto: async (pathname) => {
      await page.goto(new URL(pathname, origin).href, { waitUntil: 'load' });
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' });
    },
    evaluate: (fn, ...args) => page.evaluate(fn as PageFunction, ...args) as never,
    clickTarget: () => page.click(TARGET),
    press: async (key, modifiers = []) => {
      for (const modifier of modifiers) await page.keyboard.down(modifier);
      await page.keyboard.press(key === 'Space' ? ' ' : key);
      for (const modifier of modifiers) await page.keyboard.up(modifier);
    },
    type: (text) => page.keyboard.type(text),
    resize: async (width, height) => {
      await page.setViewport({ width, height });
      return page.evaluate(() => window.innerWidth);
    },
    promptAfter: async (action) => {
      prompts = [];
      await action();
      return waitFor('a prompt', async () => prompts[0]);
    },
    takeProblems: () => {
      const taken = problems;
      problems = [];
      return taken;
    },
    close: () => browser.close(),
  };
}

/** A TCP port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Starts Xvfb on a display number it picks, and returns the display's name. */
async function startXvfb(children: ChildProcess[]): Promise<string> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '1', '-screen', '0', '1440x900x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  children.push(xvfb);
  const [chunk] = (await once(xvfb.stdout, 'data')) as [Buffer];
  return `:${String(chunk).trim()}`;
}

const KEYS: Record<KeyName | Modifier, string> = {
  Tab: Key.Tab,
  Enter: Key.Enter,
  Escape: Key.Escape,
  Space: Key.Space,
  ArrowLeft: Key.ArrowLeft,
  ArrowRight: Key.ArrowRight,
  Home: Key.Home,
  End: Key.End,
  '/': '/',
  k: 'k',
  v: 'v',
  Control: Key.Ctrl,
  Shift: Key.Shift,
};

export async function openWebKit(origin: string): Promise<Session> {
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children.reverse()) child.kill();
  };
  try {
    const display = process.env.DISPLAY ?? (await startXvfb(children));
    const port = await freePort();
    const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: display },
    });
    children.push(driver);
    await waitFor('WebKitWebDriver', async () => {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      return response.ok ? true : undefined;
    });
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'silent',
      capabilities: {
        // WebKitGTK's driver speaks classic WebDriver only.
        'wdio:enforceWebDriverClassic': true,
        // WebdriverIO's types know no WebKitGTK options; the driver reads them as they are.
        ...({
          'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
        } as object),
      },
    });
    return {
      engine: 'webkit',
      keysActivateButtons: true,
      windowHasFloor: true,
      goto: (pathname) => browser.url(new URL(pathname, origin).href).then(() => undefined),
      reload: () => browser.refresh(),
      evaluate: (fn, ...args) => browser.execute(fn as PageFunction, ...args) as never,
      clickTarget: () => browser.$(TARGET).click(),
      press: (key, modifiers = []) =>
        browser.keys([...modifiers.map((modifier) => KEYS[modifier]), KEYS[key]]),
      // Element Send Keys: WebKitGTK's key actions drop a letter typed twice in a row.
      type: async (text) => {
        await browser.$(await browser.getActiveElement()).addValue(text);
      },
      resize: async (width, height) => {
        // The window has a frame and a toolbar around the page: size it so the page gets `width`.
        await browser.setWindowSize(width, height);
        const inner = await browser.execute(() => [window.innerWidth, window.innerHeight]);
        await browser.setWindowSize(
          width + width - (inner[0] ?? width),
          height + height - (inner[1] ?? height),
        );
        return browser.execute(() => window.innerWidth);
      },
      promptAfter: async (action) => {
        await action().catch((error: Error) => {
          // The click returns once the prompt is open, which classic WebDriver reports this way.
          if (!/alert|prompt|dialog/i.test(error.message)) throw error;
        });
        const message = await waitFor('a prompt', () => browser.getAlertText());
        await browser.dismissAlert();
        return { message };
      },
      // Classic WebDriver gives no access to the console.
      takeProblems: () => [],
      close: async () => {
        await browser.deleteSession().finally(stop);
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
