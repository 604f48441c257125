import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './tests/e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// E2E_SITE_DIR tests another build (for example one made with DOCS_OUT_DIR).
const SITE_DIR = process.env.E2E_SITE_DIR ?? 'doc_build';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Assertions wait until their condition holds, so a longer bound costs a passing test nothing.
  // Playwright's 5 s was seen to run out on this 2-core machine under load.
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    // The sites some behaviours need besides this one, built before any test starts.
    { name: 'extra sites', testMatch: /extra-sites\.setup\.ts/ },
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 } },
      testIgnore: /dev-server\.spec\.ts/,
      dependencies: ['extra sites'],
    },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      grep: /@mobile/,
      testIgnore: /dev-server\.spec\.ts/,
    },
    // `pnpm dev` runs on its own, before the rest, so that its timing is not the other tests'.
    { name: 'dev', testMatch: /dev-server\.spec\.ts/ },
  ],
  webServer: {
    command: `pnpm exec tsx scripts/serve.ts --dir ${SITE_DIR} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
