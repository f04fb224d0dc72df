import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../core/clock.js';
import { RETRY_INTERVAL_MS, RefreshScheduler, type SchedulerTimers } from './refresh-scheduler.js';

function manualTimers() {
  const pending: { at: number; callback: () => void }[] = [];
  const timers: SchedulerTimers = {
    setTimeout: (callback, ms) => {
      const entry = { at: ms, callback };
      pending.push(entry);
      return entry;
    },
    clearTimeout: (handle) => {
      pending.splice(pending.indexOf(handle as (typeof pending)[number]), 1);
    },
  };
  return { timers, pending };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('refresh scheduler', () => {
  it('runs at the next slot, retries every 5 minutes after a failure, and returns to the slots after a success', async () => {
    const clock = fixedClock('2026-11-22T10:00:00Z'); // 11:00 in Madrid (CET)
    const { timers, pending } = manualTimers();
    const outcomes = [false, false, true];
    const attempts: string[] = [];
    const scheduler = new RefreshScheduler(
      async () => {
        attempts.push(clock.now().toISOString());
        return outcomes.shift() ?? true;
      },
      clock,
      timers,
    );
    scheduler.start();
    expect(pending[0]?.at).toBe(9 * 3600_000); // 20:00 Madrid = 19:00 UTC
    for (const expectedDelay of [RETRY_INTERVAL_MS, RETRY_INTERVAL_MS]) {
      const next = pending.shift();
      clock.advance(next?.at ?? 0);
      next?.callback();
      await flush();
      expect(pending[0]?.at).toBe(expectedDelay);
    }
    const third = pending.shift();
    clock.advance(third?.at ?? 0);
    third?.callback();
    await flush();
    expect(attempts).toEqual(['2026-11-22T19:00:00.000Z', '2026-11-22T19:05:00.000Z', '2026-11-22T19:10:00.000Z']);
    // After the success: the next slot, 08:00 Madrid = 07:00 UTC the next day.
    expect(pending[0]?.at).toBe(Date.parse('2026-11-23T07:00:00Z') - Date.parse('2026-11-22T19:10:00Z'));
    scheduler.stop();
    expect(pending).toHaveLength(0);
  });

  it('does not retry past the next slot', () => {
    const scheduler = new RefreshScheduler(async () => true, fixedClock('2026-11-22T06:58:00Z'));
    expect(scheduler.nextAttemptAfter(false, new Date('2026-11-22T06:58:00Z')).toISOString()).toBe(
      '2026-11-22T07:00:00.000Z',
    );
  });
});
