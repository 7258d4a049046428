import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

const shotsDir = fileURLToPath(new URL('../../test-results/', import.meta.url));

/**
 * Headless Chromium whose pages ask for reduced motion, as a person can set in their system:
 * dialogs, drawers and charts then appear at once (the console honours the setting), so no click
 * lands on a dialog still zooming open and the renderer paints no animation frames nobody watches.
 * Playwright sets the media feature per context (its default, "no-preference", overrides any
 * command-line switch), so every context this browser opens gets it unless a test asks otherwise.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
  return browser;
}

/** Screenshots land in apps/web/test-results/ so a person can look at what the test saw. */
/**
 * Saves a screenshot under test-results. `fullPage: false` keeps to the viewport: a full-page shot
 * resizes the page for a moment, which re-renders virtual lists under an open dialog.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}${name}.png`, fullPage });
}
