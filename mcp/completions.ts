// What completion/complete offers for each kind of name in the data, read from the snapshot being served (and the
// route catalogue), never from DuckDB: one index per kind, built at its first completion and kept with its snapshot.
import { loadContent } from '../content/lib/load-content.js';
import type { Dataset } from '../store/dataset.js';
import { type Completion, type CompletionEntry, CompletionIndex } from './completion-index.js';

/**
 * Kinds of names, and what a completion gives: `place` the names of communities, provinces and municipalities (for
 * an argument read by search_places); the others what the tools and resource URIs take (slugs, station ids).
 */
export type DataCompletionKind =
  | 'place'
  | 'community'
  | 'province'
  | 'municipality'
  | 'brand'
  | 'road'
  | 'route'
  | 'station';

/** Public stations per territory, the weight of territories (more stations first). */
interface StationCounts {
  community: Map<string, number>;
  province: Map<string, number>;
  municipality: Map<number, number>;
}

interface SnapshotCompletions {
  counts?: StationCounts;
  indexes: Map<DataCompletionKind, CompletionIndex>;
}

const bySnapshot = new WeakMap<Dataset, SnapshotCompletions>();
const noCompletion: Completion = { values: [], total: 0, hasMore: false };

/** The values of `kind` that `typed` may be the start of, best first; none while no snapshot is loaded. */
export function completeFromData(dataset: Dataset | null, kind: DataCompletionKind, typed: string): Completion {
  return dataset ? completionIndex(dataset, kind).complete(typed) : noCompletion;
}

/** The index of `kind` for this snapshot, built at its first use. */
export function completionIndex(dataset: Dataset, kind: DataCompletionKind): CompletionIndex {
  let snapshot = bySnapshot.get(dataset);
  if (!snapshot) {
    snapshot = { indexes: new Map() };
    bySnapshot.set(dataset, snapshot);
  }
  let index = snapshot.indexes.get(kind);
  if (!index) {
    const known = snapshot;
    index = new CompletionIndex(ENTRIES[kind](dataset, () => (known.counts ??= stationCounts(dataset))));
    snapshot.indexes.set(kind, index);
  }
  return index;
}

const choices = new WeakMap<readonly string[], CompletionIndex>();

/** Completion of a fixed list (an enum of the contract), in its order. */
export function completeChoice(list: readonly string[], typed: string): Completion {
  let index = choices.get(list);
  if (!index) {
    index = new CompletionIndex(list.map((value, i) => ({ value, names: [value], weight: list.length - i })));
    choices.set(list, index);
  }
  return index.complete(typed);
}

type EntriesOf = (dataset: Dataset, counts: () => StationCounts) => CompletionEntry[];

const ENTRIES: Record<DataCompletionKind, EntriesOf> = {
  place: (dataset, counts) => {
    // One value per name: "Madrid" is a community, a province and a municipality.
    const byName = new Map<string, CompletionEntry>();
    for (const entry of [
      ...ENTRIES.community(dataset, counts),
      ...ENTRIES.province(dataset, counts),
      ...ENTRIES.municipality(dataset, counts),
    ]) {
      const name = entry.names[0] as string;
      const known = byName.get(name);
      byName.set(name, {
        value: name,
        names: [...(known?.names ?? []), ...entry.names],
        weight: Math.max(known?.weight ?? 0, entry.weight),
      });
    }
    return [...byName.values()];
  },
  community: (dataset, counts) =>
    dataset.territories.communities.map((c) => ({
      value: c.slug,
      names: [c.name, c.slug],
      weight: counts().community.get(c.code) ?? 0,
    })),
  province: (dataset, counts) =>
    dataset.territories.provinces.map((p) => ({
      value: p.slug,
      names: [p.name, p.slug],
      weight: counts().province.get(p.code) ?? 0,
    })),
  municipality: (dataset, counts) =>
    dataset.territories.municipalities.map((m) => ({
      value: m.slug,
      names: [m.name, m.slug],
      weight: counts().municipality.get(m.id) ?? 0,
    })),
  brand: (dataset) =>
    dataset.brands.brands.map((b) => ({ value: b.slug, names: [b.name, b.slug], weight: b.stations.length })),
  // "A-4", "A4", "a-4" and the road's name, e.g. "Autovía del Sur".
  road: (dataset) =>
    dataset.roads.roads.map((r) => ({
      value: r.slug,
      names: [r.ref, r.ref.replace(/[^A-Za-z0-9]/g, ''), r.slug, ...(r.name ? [r.name] : [])],
      weight: r.stations.length,
    })),
  route: () => loadContent().routes.map((r) => ({ value: r.slug, names: [r.title, r.slug], weight: 0 })),
  // A station by its sign or brand and its town ("repsol malaga"), or by the start of its id.
  station: (dataset) =>
    dataset.stations.map((s) => {
      const town = dataset.territories.municipality(s.municipality_id)?.name;
      return {
        value: String(s.id),
        names: [s.name ?? s.brand_name ?? '', String(s.id)],
        context: [town ?? '', s.locality ?? '', s.brand_name ?? ''],
        weight: 0,
      };
    }),
};

function stationCounts(dataset: Dataset): StationCounts {
  const counts: StationCounts = { community: new Map(), province: new Map(), municipality: new Map() };
  for (const s of dataset.stations) {
    counts.community.set(s.community_code, (counts.community.get(s.community_code) ?? 0) + 1);
    counts.province.set(s.province_code, (counts.province.get(s.province_code) ?? 0) + 1);
    counts.municipality.set(s.municipality_id, (counts.municipality.get(s.municipality_id) ?? 0) + 1);
  }
  return counts;
}
