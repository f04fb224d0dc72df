// Test doubles: a dataset that holds nothing and handlers that answer the contract's own examples.

import { loadOpenApi } from '../../core/contract.js';
import { HANDLERS } from '../../handlers/index.js';
import type { OperationHandlers } from '../../handlers/shared/types.js';
import type { Dataset } from '../../store/dataset.js';
import { buildDataset } from '../../store/memory-dataset.js';

/** A dataset without stations (its counts say 11,385) for tests of rules that do not read the data. */
export function fakeDataset(overrides: Partial<Dataset> = {}): Dataset {
  const empty = buildDataset({
    version: 'test-snapshot',
    sourceTime: '2026-08-22T13:53:31Z',
    sourceDate: '2026-08-22',
    isSample: false,
    stations: [],
    territories: { communities: [], provinces: [], municipalities: [] },
  });
  return { ...empty, publicStationCount: 11385, ...overrides };
}

const examples = loadOpenApi().components.examples as Record<string, { value: { data: unknown } }>;

/** The `data` of a named example of openapi.yaml. */
export function exampleData(name: string): unknown {
  const example = examples[name];
  if (!example) throw new Error(`no example ${name}`);
  return example.value.data;
}

/** The real handlers, with some replaced by ones that answer an example (and count their calls). */
export function handlersAnswering(replacements: Partial<Record<keyof OperationHandlers, string>>) {
  const calls: Record<string, number> = {};
  const handlers = { ...HANDLERS } as Record<string, unknown>;
  for (const [operationId, exampleName] of Object.entries(replacements)) {
    handlers[operationId] = () => {
      calls[operationId] = (calls[operationId] ?? 0) + 1;
      return { data: exampleData(exampleName as string) };
    };
  }
  return { handlers: handlers as OperationHandlers, calls };
}

/** A rate-limit store that admits everything as a first request, for tests about other rules. */
export { unlimitedRateLimitStore } from './unlimited-rate-limit-store.mjs';
