import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's full Chromium, as a person's browser draws the console: what bench:console times. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell` where it is installed (`.ci/run` installs it): the same Blink
 * and V8 without the browser's own interface, so a test's page renders as in Chromium for about
 * half the browser's CPU (console.test.ts: 25 s instead of 45 s), which on two cores is CI time.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Headless Chromium, as every browser test drives it (`CHROMIUM_PATH` for another build).
 * Background networking and component updates are off so a test that counts the page's requests
 * sees only what the page asked for.
 */
export function launchChromium(
  executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
): Promise<Browser> {
  return chromium.launch({
    executablePath,
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
