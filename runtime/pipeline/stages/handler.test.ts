import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../core/clock.js';
import { loadConfig } from '../../../core/config.js';
import type { HandlerContext, OperationHandlers } from '../../../handlers/shared/types.js';
import { DataStore } from '../../../store/data-store.js';
import { fakeDataset } from '../../../test/support/fakes.js';
import { pipelineRequest } from '../../../test/support/pipeline-requests.js';
import { type HandlerServices, runHandler } from './handler.js';

const at = new Date('2026-08-22T14:00:00Z');
const input = { query: { fuel: 'diesel' }, path: {}, body: undefined };

function servicesWith(store: DataStore): HandlerServices {
  return { store, config: loadConfig({}), clock: fixedClock(at.toISOString()) };
}

const handling = (handler: (input: unknown, context: HandlerContext) => unknown) =>
  ({ getPrices: handler, getOpenApi: handler }) as unknown as OperationHandlers;

describe('stage 7: handler', () => {
  it("runs the operation's handler on the validated input, with the request's links and the answer's language", async () => {
    const store = new DataStore();
    store.swap(fakeDataset(), at);
    const seen: { input?: unknown; context?: HandlerContext } = {};
    const handlers = handling((given, context) => {
      Object.assign(seen, { input: given, context });
      return { data: 'answered' };
    });
    const request = pipelineRequest('getPrices', { language: 'en' });
    const outcome = await runHandler(handlers, servicesWith(store), request, input);
    expect(outcome).toEqual({ result: { data: 'answered' }, withoutData: false });
    expect(seen.input).toBe(input);
    expect(seen.context).toMatchObject({ language: 'en', links: request.links, store });
    // The OpenAPI description is written in English alone (x-languages).
    await runHandler(handlers, servicesWith(store), pipelineRequest('getOpenApi', { language: 'es' }), input);
    expect(seen.context?.language).toBe('en');
  });

  it('holds the dataset it reads until it has answered, even when a swap replaces it meanwhile', async () => {
    const store = new DataStore();
    let released = 0;
    store.swap(fakeDataset({ release: () => void released++ }), at);
    let answer = (_: unknown) => {};
    const handlers = handling(() => new Promise((resolve) => (answer = resolve)).then(() => ({ data: 1 })));
    const running = runHandler(handlers, servicesWith(store), pipelineRequest('getPrices'), input);
    store.swap(fakeDataset(), at);
    expect(released).toBe(0);
    answer(undefined);
    await running;
    expect(released).toBe(1);
  });

  it('says when it ran before any data was served, and lets go of its hold when it throws', async () => {
    const store = new DataStore();
    const empty = await runHandler(
      handling(() => ({ data: null })),
      servicesWith(store),
      pipelineRequest('getPrices'),
      input,
    );
    expect(empty.withoutData).toBe(true);
    let released = 0;
    store.swap(fakeDataset({ release: () => void released++ }), at);
    const failing = handling(() => Promise.reject(new Error('refused')));
    await expect(runHandler(failing, servicesWith(store), pipelineRequest('getPrices'), input)).rejects.toThrow(
      'refused',
    );
    store.swap(fakeDataset(), at);
    expect(released).toBe(1);
  });
});
