// Settings shared by the global setup and the tests built on the committed slice (test/fixtures/README.md).

/** A few minutes after the slice's current list (22/08/2026 15:53:31 Madrid). */
export const TEST_NOW = '2026-08-22T14:00:00Z';
/** Days of history the global setup asks the fixture server for: back to 23 July, past the slice's first day. */
export const FIXTURE_BACKFILL_DAYS = 30;
/** Days of history the global setup generates for the embedded sample (each is 11,500 stations to build). */
export const SAMPLE_BACKFILL_DAYS = 2;
/** Days of history before the current list in test/fixtures/ministry-weeks: every day from Monday 13 July 2026. */
export const WEEKS_BACKFILL_DAYS = 40;
