// `npm run docs` builds the self-contained documentation page from openapi.yaml into build/docs/index.html, with
// its gzip and Brotli copies beside it.
// Redocly's build-docs inlines Redoc; `telemetry: off` in redocly.yaml turns off the CLI's and the page's usage
// reports. Redoc's sidebar attribution still loads Redocly's logo from its CDN, with no option to stop it, so the
// two logo addresses are replaced here by inline images: the page then asks nothing of any other origin
// (server/pages/docs-pages.browser.test.ts checks it in a browser). It also bundles the page at `GET /` (build-home.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writePrecompressed } from '../core/precompressed.js';
import { buildHome } from './build-home.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REDOCLY = fileURLToPath(new URL('../node_modules/.bin/redocly', import.meta.url));
export const DOCS_OUTPUT = fileURLToPath(new URL('../build/docs/index.html', import.meta.url));

const svg = (width: number, body: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="16" viewBox="0 0 ${width} 16">${body}</svg>`,
  )}`;

/** Redoc's logo addresses and the inline images that stand in for them (the word "Redocly", and its initial). */
const LOGO_REPLACEMENTS: ReadonlyArray<readonly [string, string]> = [
  [
    'https://cdn.redoc.ly/redoc/logo-mini-full.svg',
    svg(
      56,
      '<text x="0" y="12.5" font-family="system-ui,sans-serif" font-size="13" font-weight="600" fill="#de3a3a">Redocly</text>',
    ),
  ],
  [
    'https://cdn.redoc.ly/redoc/logo-mini.svg',
    svg(
      16,
      '<circle cx="8" cy="8" r="8" fill="#de3a3a"/><text x="8" y="12" text-anchor="middle" font-family="system-ui,sans-serif" font-size="11" font-weight="700" fill="#fff">R</text>',
    ),
  ],
];

/** The page with Redoc's CDN logos inlined; throws when Redoc no longer carries them (look at what it loads now). */
export function inlineRedocLogos(html: string): string {
  let result = html;
  for (const [address, image] of LOGO_REPLACEMENTS) {
    if (!result.includes(address)) {
      throw new Error(`build-docs: the Redoc bundle no longer contains ${address}; check what the page loads now`);
    }
    result = result.replaceAll(address, image);
  }
  return result;
}

async function main(): Promise<void> {
  execFileSync(
    REDOCLY,
    [
      'build-docs',
      'openapi.yaml',
      '--output',
      DOCS_OUTPUT,
      '--title',
      'Fuel Price Service API',
      '--inlineBundle',
      '--config',
      'redocly.yaml',
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  writeFileSync(DOCS_OUTPUT, inlineRedocLogos(readFileSync(DOCS_OUTPUT, 'utf8')));
  // Served to clients that accept them (server/pages/pages.ts): the page is about 2.7 MB uncompressed.
  await writePrecompressed(DOCS_OUTPUT);
  await buildHome();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
