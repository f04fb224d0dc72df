import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../core/contract.js';
import { outdatedGeneratedFiles, renderGenerated } from './generate.js';
import type { Schema } from './inline-refs.js';
import { renderStationWriterModule } from './render-station-writer.js';

describe('generated/', () => {
  it('is up to date with openapi.yaml (run npm run generate after changing the contract)', async () => {
    expect(await outdatedGeneratedFiles()).toEqual([]);
  });

  it('fails --check with a station writer rendered from an older contract (one static field fewer)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'generated-'));
    try {
      for (const [name, content] of await renderGenerated()) writeFileSync(join(dir, name), content);
      const url = pathToFileURL(`${dir}/`);
      expect(await outdatedGeneratedFiles(url)).toEqual([]);
      const older = loadOpenApi();
      const properties = (older.components.schemas as Record<string, { properties: Record<string, Schema> }>)
        .StationEntry?.properties as Record<string, Schema>;
      const { 'x-station-static': _marked, ...unmarked } = properties.cheaper_than_pct as Schema;
      properties.cheaper_than_pct = unmarked;
      const stale = renderStationWriterModule(older);
      writeFileSync(
        join(dir, 'station-entry-json.ts'),
        `// Generated from openapi.yaml by \`npm run generate\`. Do not edit.\n${stale}`,
      );
      expect(await outdatedGeneratedFiles(url)).toEqual(['station-entry-json.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
