// A loaded snapshot holds what repeats once: thousands of stations share a few hundred opening hours.
import { describe, expect, it } from 'vitest';
import { fixtureDataDir, loadDataset } from '../test/support/datasets.js';

describe('loadPublishedDataset', () => {
  it('gives stations with equal opening hours one frozen array', async () => {
    const dataset = await loadDataset(fixtureDataDir());
    const withHours = dataset.stations.filter((s) => s.opening_hours !== null);
    const byText = new Map<string, unknown>();
    for (const station of withHours) {
      const text = JSON.stringify(station.opening_hours);
      if (!byText.has(text)) byText.set(text, station.opening_hours);
      expect(station.opening_hours).toBe(byText.get(text));
      expect(Object.isFrozen(station.opening_hours)).toBe(true);
    }
    expect(byText.size).toBeLessThan(withHours.length / 2);
    dataset.release();
  });
});
