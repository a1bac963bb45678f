import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's Chromium, headless, as every browser test drives it (`CHROMIUM_PATH` for another build).
 * Background networking and component updates are off so a test that counts the page's requests
 * sees only what the page asked for.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}
