// When the data served is overdue: past its expected update by more than a grace, whatever the cause (the register
// down or frozen, the refresher stopped, a reader whose writer no longer publishes). Answers then say meta.stale and
// are cached 60 seconds; /v1/status says stale. openapi.yaml (Meta.stale, StatusData) states the same rule.

/** The register is read twice a day, 12 hours apart: the data of any time is expected to be replaced 12 hours later. */
export const EXPECTED_UPDATE_MS = 12 * 3600_000;

/**
 * How far past its expected update the data is still current: a failed scheduled refresh is retried every 5 minutes
 * and a refresh takes about a minute, the night the clocks go back lasts 13 hours, and the register's own time of
 * its data may precede our reading of it.
 */
export const STALE_GRACE_MS = 2 * 3600_000;

/** The instant data of `sourceTime` (its meta.last_updated) becomes overdue unless newer data replaces it. */
export function overdueAtMs(sourceTime: string): number {
  return Date.parse(sourceTime) + EXPECTED_UPDATE_MS + STALE_GRACE_MS;
}
