import { describe, expect, it } from 'vitest';
import { outdatedGeneratedFiles } from './generate.js';

describe('generated/', () => {
  it('is up to date with openapi.yaml (run npm run generate after changing the contract)', async () => {
    expect(await outdatedGeneratedFiles()).toEqual([]);
  });
});
