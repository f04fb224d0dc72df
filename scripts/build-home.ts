// Bundles the page at `GET /` (web/home/main.ts with uPlot and its CSS) into build/home/app.js and app.css, and lays
// out its province map into build/home/map.json (scripts/home-map.ts); the server serves them under /home/
// (server/pages/home-page.ts). Run by `npm run docs`. One minified ES module, one stylesheet and the map's outlines,
// so the page loads with four requests of its own.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { provinceMapData } from './home-map.js';

const ENTRY = fileURLToPath(new URL('../web/home/main.ts', import.meta.url));
export const HOME_OUTPUT = fileURLToPath(new URL('../build/home/app.js', import.meta.url));
export const HOME_MAP_OUTPUT = fileURLToPath(new URL('../build/home/map.json', import.meta.url));

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
  mkdirSync(dirname(HOME_MAP_OUTPUT), { recursive: true });
  writeFileSync(HOME_MAP_OUTPUT, JSON.stringify(provinceMapData()));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildHome();
