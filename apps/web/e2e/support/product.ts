import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export type Product = { readonly server: RunningServer; readonly browser: Browser };

/**
 * Starts the product and Chromium once for the calling test file and stops both after it. `env`,
 * read when the product starts (after the file's earlier `beforeAll`), adds to the server's
 * environment.
 */
export function setupProduct(env: () => Record<string, string> = () => ({})): Product {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value)
      throw new Error('the product is not started: call setupProduct() at the top of the test file');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
