import { describe, expect, it } from 'vitest';
import { operationNamed } from '../../../test/support/pipeline-requests.js';
import { assertSwitchedOn } from './switched-off.js';

const prices = operationNamed('getPrices');

describe('stage 1: switched off', () => {
  it('lets an operation through unless DISABLED_ENDPOINTS names it', () => {
    expect(() => assertSwitchedOn(prices, new Set())).not.toThrow();
    expect(() => assertSwitchedOn(prices, new Set(['getStation']))).not.toThrow();
  });

  it('refuses one named, or every one with *, 503 ENDPOINT_DISABLED to be asked again in an hour', () => {
    for (const disabled of [new Set(['getPrices']), new Set(['*'])]) {
      expect(() => assertSwitchedOn(prices, disabled)).toThrow(
        expect.objectContaining({ status: 503, code: 'ENDPOINT_DISABLED', headers: { 'Retry-After': '3600' } }),
      );
    }
  });
});
