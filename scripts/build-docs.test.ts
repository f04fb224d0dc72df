import { describe, expect, it } from 'vitest';
import { inlineRedocLogos } from './build-docs.js';

const FULL = 'https://cdn.redoc.ly/redoc/logo-mini-full.svg';
const MINI = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

describe('inlineRedocLogos', () => {
  it("replaces both of Redoc's CDN logo addresses by inline images", () => {
    const page = inlineRedocLogos(`src:e?\`${FULL}\`:\`${MINI}\``);
    expect(page).not.toContain('cdn.redoc.ly');
    expect(page.match(/`data:image\/svg\+xml,[^`]+`/g)).toHaveLength(2);
  });

  it('fails when the bundle no longer carries an address (Redoc changed: look at what the page loads)', () => {
    expect(() => inlineRedocLogos(`src:\`${FULL}\``)).toThrow(
      /no longer contains https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini\.svg/,
    );
  });
});
