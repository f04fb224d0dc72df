// Bundles the page at `GET /` (web/home/main.ts with d3-geo, d3-composite-projections, topojson-client, uPlot and
// its CSS) into build/home/app.js and app.css, which the server serves under /home/ (server/pages/home-page.ts). Run by
// `npm run docs`. One minified ES module and one stylesheet, so the page loads with three requests of its own.

import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ENTRY = fileURLToPath(new URL('../web/home/main.ts', import.meta.url));
export const HOME_OUTPUT = fileURLToPath(new URL('../build/home/app.js', import.meta.url));

export async function buildHome(): Promise<void> {
  await build({
    entryPoints: [ENTRY],
    outfile: HOME_OUTPUT,
    bundle: true,
    format: 'esm',
    minify: true,
    target: ['es2022', 'chrome100', 'firefox104', 'safari15.4'],
    legalComments: 'eof',
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildHome();
