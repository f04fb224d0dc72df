// One version, kept in package.json: the contract (and so the docs title and /v1/openapi) must say the same.
// The MCP server reads package.json itself; mcp/http.integration.test.ts checks what it announces.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../core/contract.js';

const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
const PACKAGE_VERSION: string = readJson('package.json').version;

describe('the version', () => {
  it('is a semantic version in package.json, and package-lock.json agrees', () => {
    expect(PACKAGE_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    const lock = readJson('package-lock.json');
    expect([lock.version, lock.packages[''].version]).toEqual([PACKAGE_VERSION, PACKAGE_VERSION]);
  });

  it("is openapi.yaml's info.version, also in the example of GET /v1/openapi", () => {
    const document = loadOpenApi();
    expect(document.info.version).toBe(PACKAGE_VERSION);
    const answer = document.paths['/v1/openapi']?.get?.responses['200'] as {
      content: Record<string, { examples: Record<string, { value: { info: { version: string } } }> }>;
    };
    const examples = Object.values(answer.content['application/vnd.oai.openapi+json']?.examples ?? {});
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(example.value.info.version).toBe(PACKAGE_VERSION);
  });
});
