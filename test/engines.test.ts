// CI installs with --engine-strict on the machine's Node 20: one dependency that requires a newer Node fails the
// whole install (stop 46 was refused so, by @hey-api/openapi-ts 0.99 wanting Node 22.18). Catch it here instead.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));

describe('the Node versions the project supports', () => {
  const supported: string = readJson('package.json').engines.node;

  it('include the Node running this suite', () => {
    expect(semver.satisfies(process.version, supported)).toBe(true);
  });

  it('are all accepted by every locked package that names the Node it needs', () => {
    const locked: Record<string, { engines?: { node?: string } | string[] }> = readJson('package-lock.json').packages;
    const refusing = Object.entries(locked)
      .filter(([path]) => path !== '')
      .map(([path, entry]) => [path, Array.isArray(entry.engines) ? undefined : entry.engines?.node] as const)
      .filter(([, needs]) => needs !== undefined && !semver.subset(supported, needs))
      .map(([path, needs]) => `${path} needs Node ${needs}`);
    expect(refusing).toEqual([]);
  });
});
