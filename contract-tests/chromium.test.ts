import { describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.js';

describe('launchChromium', () => {
  it('fails, naming the command that installs the browser, when the browser is missing', async () => {
    await expect(launchChromium('/nonexistent/chromium')).rejects.toThrow(
      /\/nonexistent\/chromium is missing.*npm run setup:test.*apt-get install -y chromium/,
    );
  });
});
