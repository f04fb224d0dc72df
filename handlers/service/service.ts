// The index, the OpenAPI description and the status.

import { nextRefreshSlot } from '../../core/clock.js';
import { loadOpenApi } from '../../core/contract.js';
import { DOWNLOADS } from '../../core/data-dir/layout.js';
import { overdueAtMs } from '../../core/freshness.js';
import { OPERATIONS } from '../../generated/operations.js';
import type { Handler } from '../shared/types.js';
import { archiveListing } from './downloads.js';

export const getIndex: Handler<'getIndex'> = (_input, { links, language, store }) => ({
  data: {
    name: 'Fuel Price Service',
    api_version: 'v1',
    documentation_url: links.docs,
    openapi_url: links.api('/v1/openapi'),
    mcp_url: links.api('/mcp'),
    endpoints: OPERATIONS.map((op) => ({
      method: op.method,
      path: op.path,
      operation_id: op.operationId,
      summary: op.summary[language],
      rate_class: op.rateClass,
      mcp_tool: op.mcpTool,
    })),
    downloads: DOWNLOADS.map((d) => ({
      name: d.name,
      format: d.format,
      url: links.api(d.path),
      description: d.description[language],
    })),
    archive: archiveListing(store.current()?.archive, links.api),
  },
});

// Parsed when the server starts: parsing openapi.yaml takes 100-200 ms, which the first request must not wait for.
const openApiDocument = loadOpenApi();

export const getOpenApi: Handler<'getOpenApi'> = () => ({ data: openApiDocument as never, webUrl: null });

export const getStatus: Handler<'getStatus'> = (_input, { store, clock, limitsStatus, language }) => {
  const dataset = store.current();
  const refresh = store.lastRefresh;
  const now = clock.now();
  return {
    data: {
      api_version: 'v1',
      status: dataset === null ? 'no_data' : dataset.isSample ? 'sample' : store.staleAt(now) ? 'stale' : 'ok',
      sample: dataset?.isSample ?? store.sampleLoading,
      source_stalled: sourceStalled(refresh.sourceAnsweredAt, refresh.sourceDataTime),
      data_date: dataset?.sourceDate ?? null,
      last_updated: dataset?.sourceTime ?? null,
      overdue_at: dataset ? new Date(overdueAtMs(dataset.sourceTime)).toISOString() : null,
      next_update: nextRefreshSlot(now).toISOString(),
      stations: dataset?.publicStationCount ?? null,
      last_refresh: {
        attempted_at: refresh.attemptedAt,
        succeeded: refresh.succeeded,
        error: refresh.error?.[language] ?? null,
        error_category: refresh.errorCategory,
        source_answered_at: refresh.sourceAnsweredAt,
        source_data_time: refresh.sourceDataTime,
      },
      limits: limitsStatus?.() ?? { store: 'memory', healthy: true, per_client: true },
    },
  };
};

/** The register's own data older than this when it answers: it has stopped moving (it publishes several times a day). */
export const SOURCE_STALLED_AFTER_MS = 36 * 3600_000;

function sourceStalled(answeredAt: string | null, dataTime: string | null): boolean {
  if (answeredAt === null || dataTime === null) return false;
  return Date.parse(answeredAt) - Date.parse(dataTime) > SOURCE_STALLED_AFTER_MS;
}
