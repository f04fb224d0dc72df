// Bundles the page at `GET /` (web/home/main.ts and its CSS, uPlot's included) into build/home/app.js and app.css,
// uPlot itself into build/home/uplot.js (web/home/chart-library.ts, which the page's script imports when it runs, so
// that its evaluation is a task of its own), and lays out the province map into build/home/map.json
// (scripts/home-map.ts); the server serves them under /home/ (server/pages/home-page.ts). Run by `npm run docs`. Two
// minified ES modules, one stylesheet and the map's outlines: the page loads with five requests of its own.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build } from 'esbuild';
import { provinceMapData } from './home-map.js';

const ENTRY = fileURLToPath(new URL('../web/home/main.ts', import.meta.url));
const CHART_LIBRARY_ENTRY = fileURLToPath(new URL('../web/home/chart-library.ts', import.meta.url));
export const HOME_OUTPUT = fileURLToPath(new URL('../build/home/app.js', import.meta.url));
export const CHART_LIBRARY_OUTPUT = fileURLToPath(new URL('../build/home/uplot.js', import.meta.url));
export const HOME_MAP_OUTPUT = fileURLToPath(new URL('../build/home/map.json', import.meta.url));

const OPTIONS: BuildOptions = {
  bundle: true,
  format: 'esm',
  minify: true,
  target: ['es2022', 'chrome100', 'firefox104', 'safari15.4'],
  legalComments: 'eof',
  logLevel: 'warning',
};

export async function buildHome(): Promise<void> {
  await build({ ...OPTIONS, entryPoints: [ENTRY], outfile: HOME_OUTPUT });
  await build({ ...OPTIONS, entryPoints: [CHART_LIBRARY_ENTRY], outfile: CHART_LIBRARY_OUTPUT });
  mkdirSync(dirname(HOME_MAP_OUTPUT), { recursive: true });
  writeFileSync(HOME_MAP_OUTPUT, JSON.stringify(provinceMapData()));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildHome();
