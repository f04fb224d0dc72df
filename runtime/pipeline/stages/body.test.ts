import { describe, expect, it } from 'vitest';
import { pipelineRequest } from '../../../test/support/pipeline-requests.js';
import { readBody } from './body.js';

describe('stage 3: body', () => {
  it("reads a POST's body through its adapter, once", async () => {
    let reads = 0;
    const request = pipelineRequest('findFuelAlongRoute', {
      readBody: async () => {
        reads++;
        return { points: [] };
      },
    });
    expect(reads).toBe(0); // nothing is read before the stage runs (after the limits)
    await expect(readBody(request)).resolves.toEqual({ points: [] });
    expect(reads).toBe(1);
  });

  it('gives nothing for a request without a body', async () => {
    await expect(readBody(pipelineRequest('getPrices'))).resolves.toBeUndefined();
  });
});
