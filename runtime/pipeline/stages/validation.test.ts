import { describe, expect, it } from 'vitest';
import { PARAMETER_REASONS } from '../../../core/parameter-reasons.js';
import { invalidParameter } from '../../../core/problem.js';
import { pipelineRequest } from '../../../test/support/pipeline-requests.js';
import type { RequestValidator } from '../../validation/request-validator.js';
import { createValidationStage } from './validation.js';

/** A validator that reads `fuel` and `level` from a query string or typed arguments, and counts its runs. */
function countingValidator() {
  const validator = {
    runs: 0,
    sortedQueryNames: () => ['fuel', 'level'],
    validate: ((_id, request) => {
      validator.runs++;
      const query =
        typeof request.query === 'string'
          ? Object.fromEntries(new URLSearchParams(request.query))
          : { ...request.query };
      if (query.fuel === 'petrol') throw invalidParameter('fuel', 'petrol', PARAMETER_REASONS.oneOf(['diesel']));
      return { query, path: {}, body: request.body };
    }) as RequestValidator['validate'],
  };
  return validator;
}

const get = (query: string | Record<string, unknown>) => pipelineRequest('getPrices', { path: '/v1/prices', query });

describe('stage 4: validation', () => {
  it('gives the validated input and the normalised request, in the order of the parameter names', () => {
    const stage = createValidationStage(countingValidator());
    const valid = stage.get(get('level=spain&fuel=diesel'));
    expect(valid.input.query).toEqual({ level: 'spain', fuel: 'diesel' });
    expect(valid.requestKey).toBe(stage.get(get({ fuel: 'diesel', level: 'spain' })).requestKey);
  });

  it('throws the problem of a bad query', () => {
    const stage = createValidationStage(countingValidator());
    expect(() => stage.get(get('fuel=petrol'))).toThrow(expect.objectContaining({ code: 'INVALID_PARAMETER' }));
  });

  it('remembers a GET only once the cache has answered it, frozen', () => {
    const validator = countingValidator();
    const stage = createValidationStage(validator);
    stage.get(get('fuel=diesel'));
    const asked = stage.get(get('fuel=diesel'));
    expect(validator.runs).toBe(2);
    stage.remember(asked);
    const known = stage.get(get('fuel=diesel'));
    expect(validator.runs).toBe(2);
    expect(known.requestKey).toBe(asked.requestKey);
    expect(Object.isFrozen(known.input) && Object.isFrozen(known.input.query)).toBe(true);
  });

  it('remembers typed arguments by their JSON, apart from the same query as a string; never a POST', () => {
    const validator = countingValidator();
    const stage = createValidationStage(validator);
    stage.remember(stage.get(get({ fuel: 'diesel' })));
    const known = stage.get(get({ fuel: 'diesel' }));
    expect(validator.runs).toBe(1);
    expect(Object.isFrozen(known.input.query)).toBe(true);
    stage.get(get({ fuel: 'diesel', level: 'spain' }));
    stage.get(get('fuel=diesel'));
    expect(validator.runs).toBe(3);
    expect(() => stage.get(get({ fuel: 'petrol' }))).toThrow(expect.objectContaining({ code: 'INVALID_PARAMETER' }));
    const route = pipelineRequest('findFuelAlongRoute');
    stage.remember(stage.post(route, { points: [] }));
    stage.post(route, { points: [] });
    expect(validator.runs).toBe(6);
  });

  it('forgets everything at once when full', () => {
    const validator = countingValidator();
    const stage = createValidationStage(validator, 2);
    for (const fuel of ['diesel', 'lpg', 'cng']) stage.remember(stage.get(get(`fuel=${fuel}`)));
    validator.runs = 0;
    stage.get(get('fuel=cng'));
    stage.get(get('fuel=diesel'));
    expect(validator.runs).toBe(1); // cng was kept after the clearing; diesel was forgotten with it
  });
});
