// Issue 39, item 1: the README's first request on a fresh clone with no network. The built server on an empty DATA_DIR
// with the ministry out of reach serves the sample the build published, and /v1/status says at every moment what is
// coming. How long it takes is bench/first-request.ts's figure, beside the code before in the same run.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild, PREBUILT_SAMPLE_DIR, ROOT } from '../bin/build-if-stale.mjs';
import { followNewcomerStart, type NewcomerStart } from '../test/support/newcomer-start.js';

let start: NewcomerStart;

beforeAll(async () => {
  await ensureBuild({ docs: false });
  start = await followNewcomerStart(ROOT);
}, 300_000);

describe("a newcomer's first start, no network, an empty DATA_DIR", () => {
  it('the build publishes the sample, so a start copies it instead of generating it', () => {
    const manifest = JSON.parse(readFileSync(join(PREBUILT_SAMPLE_DIR, 'manifest.json'), 'utf8'));
    expect(manifest.is_sample).toBe(true);
    expect(existsSync(join(PREBUILT_SAMPLE_DIR, manifest.snapshot))).toBe(true);
  });

  it("the README's first request answers 200 with the sample's label, and the status says sample", () => {
    const last = start.moments.at(-1);
    expect(last).toMatchObject({ status: 'sample', sample: true, firstRequest: 200 });
    expect(last?.source).toMatch(/MUESTRA.*\(sample data\)/);
  });

  it('until then the status never says no_data without the sample on its way, and data answers 503', () => {
    for (const moment of start.moments.slice(0, -1)) {
      expect(moment.firstRequest).toBe(503);
      expect([moment.status, moment.sample]).toEqual(
        moment.status === 'no_data' ? ['no_data', true] : ['sample', true],
      );
    }
  });
});
