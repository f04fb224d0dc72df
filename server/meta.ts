// The meta object of every success, identical in shape everywhere.

import { attributionFor, LICENSE_URL, sourceFor } from '../core/attribution.js';
import { nextRefreshSlot } from '../core/clock.js';
import type { Schemas } from '../handlers/shared/types.js';
import type { DataStore } from '../store/data-store.js';

export function buildMeta(
  store: DataStore,
  now: Date,
  requestId: string,
  webUrl: string | null,
  stale = store.stale,
): Schemas['Meta'] {
  const dataset = store.current();
  const sample = dataset?.isSample ?? false;
  return {
    api_version: 'v1',
    request_id: requestId,
    last_updated: dataset?.sourceTime ?? null,
    next_update: nextRefreshSlot(now).toISOString(),
    data_age_seconds: dataset ? Math.max(0, Math.floor((now.getTime() - Date.parse(dataset.sourceTime)) / 1000)) : null,
    stale,
    source: sourceFor(sample),
    attribution: attributionFor(sample),
    license: LICENSE_URL,
    web_url: webUrl,
  };
}
