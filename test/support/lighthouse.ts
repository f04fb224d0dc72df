// Lighthouse runs on a page of a server of ours, in Debian's Chromium: for the page at / (its test and
// bench/home-page.ts). Lighthouse 12 (its last major that runs on Node 20; 13 needs Node 22.19) runs as its own CLI in
// a child process, so its work does not share the server's event loop, and it launches and closes its own Chromium.
//
// Lighthouse's defaults are said out loud: a mobile form factor (a Moto G Power's 412 × 823 screen) and simulated
// throttling (a 4× slower CPU, 150 ms round trips, 1.6 Mbit/s), the simulation made from a real unthrottled load.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { requireChromium } from '../../contract-tests/chromium.js';

/** A run takes 12 to 40 s here; one still running after this is stopped, with the Chromium it launched. */
export const LIGHTHOUSE_RUN_TIMEOUT_MS = 100_000;
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-background-networking --disable-component-update --disable-gpu';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Cumulative layout shift. */
  cls: number;
  /** Total blocking time, ms. */
  tbt: number;
  /** First and largest contentful paint, ms. */
  fcp: number;
  lcp: number;
  /** Lighthouse's measure of the machine's speed during the run: lower when the machine is busy with other work. */
  benchmarkIndex: number;
}

interface LighthouseReport {
  categories: Partial<Record<LighthouseCategory, { score: number }>>;
  audits: Record<string, { numericValue: number }>;
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
}

function figuresOf(report: LighthouseReport): LighthouseFigures {
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  // A category left out of the run has no score: NaN, never a pass.
  const score = (category: LighthouseCategory) => report.categories[category]?.score ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

/** Lighthouse's CLI, from the devDependency. */
export function lighthouseCli(): string {
  try {
    return createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  } catch {
    throw new Error('lighthouse is missing from node_modules: it is a devDependency, install it with `npm install`');
  }
}

/**
 * One Lighthouse run of `url` (`categories`: performance, accessibility and best practices by default), its reports (JSON and HTML) written
 * as `<reportsDir>/<name>.report.{json,html}`. Throws, naming `npm run setup:test`, when Chromium is missing.
 */
export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices';

export function runLighthouse(
  url: string,
  reportsDir: string,
  name: string,
  categories: readonly LighthouseCategory[] = ['performance', 'accessibility', 'best-practices'],
): Promise<LighthouseFigures> {
  const chromePath = requireChromium();
  const cli = lighthouseCli();
  mkdirSync(reportsDir, { recursive: true });
  const output = join(reportsDir, name);
  const args = [
    cli,
    url,
    '--quiet',
    // Never asks to report its own errors to Lighthouse's authors (it would only ask at a terminal).
    '--no-enable-error-reporting',
    '--output=json',
    '--output=html',
    `--output-path=${output}`,
    `--only-categories=${categories.join(',')}`,
    '--form-factor=mobile',
    '--throttling-method=simulate',
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    // Past its time: SIGINT, on which Lighthouse's Chromium launcher closes the browser it started; then SIGKILL.
    let killer: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      child.kill('SIGINT');
      killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      reject(new Error(`Lighthouse (${name}) took more than ${LIGHTHOUSE_RUN_TIMEOUT_MS / 1000} s and was stopped`));
    }, LIGHTHOUSE_RUN_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      clearTimeout(killer);
      if (code !== 0) {
        reject(new Error(`Lighthouse (${name}) exited with ${code}:\n${stderr}`));
        return;
      }
      const report = JSON.parse(readFileSync(`${output}.report.json`, 'utf8')) as LighthouseReport;
      if (report.runtimeError) {
        reject(new Error(`Lighthouse (${name}): ${report.runtimeError.code} ${report.runtimeError.message}`));
        return;
      }
      resolve(figuresOf(report));
    });
  });
}

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

/** One line per run, as a person reads them. */
export function describeRuns(runs: LighthouseFigures[]): string {
  return runs
    .map(
      (r, i) =>
        `run ${i + 1}: performance ${r.performance}, CLS ${r.cls.toFixed(3)}, TBT ${r.tbt.toFixed(0)} ms, ` +
        `FCP ${r.fcp.toFixed(0)} ms, LCP ${r.lcp.toFixed(0)} ms, accessibility ${r.accessibility}, ` +
        `best practices ${r.bestPractices}, benchmarkIndex ${r.benchmarkIndex.toFixed(0)}`,
    )
    .join('\n');
}
