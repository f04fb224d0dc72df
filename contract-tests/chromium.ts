// Debian's Chromium driven by playwright-core, for the tests of what people look at (`npx playwright install`
// cannot download browsers here). A missing browser fails the test with the command that installs it.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** No sandbox (CI runs as root), and none of the browser's own traffic (updates, sync, safe browsing) in the log. */
const ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

/** Throws, naming the command that installs it, when Debian's Chromium is not where the browser tests look. */
export function requireChromium(executablePath = CHROMIUM_PATH): string {
  if (!existsSync(executablePath)) {
    throw new Error(
      `${executablePath} is missing: the browser tests need Debian's Chromium. Install it with ` +
        '`npm run setup:test` (or `apt-get install -y chromium`).',
    );
  }
  return executablePath;
}

export async function launchChromium(executablePath = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({ executablePath: requireChromium(executablePath), args: ARGS });
}
