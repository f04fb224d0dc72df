// open_now on the real register slice: the filter of every search, and answers (and cache entries) that last only
// until a station read for them opens or closes.
import { beforeAll, describe, expect, it } from 'vitest';
import { madridToUtc } from '../../core/clock.js';
import { useSliceCoreServer } from '../../test/support/core-server.js';
import { TEST_NOW } from '../../test/support/fixture-facts.js';
import { MADRID_ZARAGOZA_A2 } from '../../test/support/test-routes.js';

type Entry = { id: number; open_now: boolean | null; hours: string | null };

const slice = useSliceCoreServer();

/** 2026-08-22 is a Saturday, the day of the slice's register. */
const madrid = (day: number, hour: number, minute = 0, second = 0) =>
  madridToUtc(2026, 8, day, hour, minute, second).toISOString();

async function get(path: string, init?: RequestInit) {
  const { status, body, headers } = await slice.server.json<{ data: Record<string, unknown> }>(path, init);
  expect(status, path).toBe(200);
  return { data: body.data, cacheControl: headers.get('cache-control'), xCache: headers.get('x-cache') };
}

const postRoute = (body: Record<string, unknown>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ points: MADRID_ZARAGOZA_A2, fuel: 'diesel', corridor_km: 3, ...body }),
});

/** Each search: where its entries are, and its path (or POST) with a limit and the filter. */
const SEARCHES: {
  name: string;
  entries: (data: Record<string, unknown>) => Entry[];
  call: (q: string) => [string, RequestInit?];
}[] = [
  {
    name: 'nearby',
    entries: (d) => d.stations as Entry[],
    call: (q) => [`/v1/stations/nearby?lat=40.417&lng=-3.704&radius_km=50&fuel=diesel&${q}`],
  },
  {
    name: 'cheapest in Spain',
    entries: (d) => d.stations as Entry[],
    call: (q) => [`/v1/stations/cheapest?fuel=diesel&${q}`],
  },
  {
    name: 'cheapest in a territory',
    entries: (d) => d.stations as Entry[],
    call: (q) => [`/v1/stations/cheapest?fuel=diesel&level=province&code=02&${q}`],
  },
  {
    name: 'cheapest around a point',
    entries: (d) => d.stations as Entry[],
    call: (q) => [`/v1/stations/cheapest?fuel=diesel&lat=38.995&lng=-1.856&radius_km=50&${q}`],
  },
  {
    name: 'road stations',
    entries: (d) => (d.stations as { station: Entry }[]).map((s) => s.station),
    call: (q) => [`/v1/roads/a-2/stations?fuel=diesel&${q}`],
  },
  {
    name: 'route fuel (POST)',
    entries: (d) => d.stations as Entry[],
    call: (q) => {
      const params = Object.fromEntries(new URLSearchParams(q));
      const body = {
        limit: Number(params.limit),
        ...(params.open_now ? { open_now: params.open_now === 'true' } : {}),
      };
      return ['/v1/route/fuel', postRoute(body)];
    },
  },
];

describe('open_now=true on the searches, on a Saturday at 23:30 in Madrid', () => {
  beforeAll(() => slice.server.clock.set(madrid(22, 23, 30)));

  it.each(SEARCHES)('$name keeps the open stations of the unfiltered order, up to the limit', async (search) => {
    const all = search.entries((await get(...search.call('limit=50'))).data);
    const open = search.entries((await get(...search.call('limit=5&open_now=true'))).data);
    // The filter has something to leave out, and the unfiltered answer still says which is which.
    expect(
      all.some((s) => s.open_now === false),
      search.name,
    ).toBe(true);
    expect(all.every((s) => typeof s.open_now === 'boolean' || s.open_now === null)).toBe(true);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((s) => s.open_now === true)).toBe(true);
    const expected = all.filter((s) => s.open_now === true).slice(0, 5);
    // The unfiltered 50 hold at least the 5 open ones the filtered answer must start with (or every station).
    expect(all.length < 50 || expected.length === 5).toBe(true);
    expect(open.map((s) => s.id)).toEqual(expected.map((s) => s.id));
  });

  it('a catalogued route keeps only open stations too', async () => {
    // The slice holds the stations within 0.5 km of this route (test/fixtures/README.md).
    const path = '/v1/routes/teide-desde-la-laguna?fuel=gasoline_95&limit=50';
    const all = (await get(path)).data.stations as Entry[];
    const open = (await get(`${path}&open_now=true`)).data.stations as Entry[];
    expect(all.length).toBeGreaterThan(0);
    expect(open.map((s) => s.id)).toEqual(all.filter((s) => s.open_now === true).map((s) => s.id));
  });

  it('open_now=false does not filter, and anything else is INVALID_PARAMETER naming open_now', async () => {
    const path = '/v1/stations/cheapest?fuel=diesel&level=province&code=02&limit=50';
    const plain = (await get(path)).data.stations as Entry[];
    expect(((await get(`${path}&open_now=false`)).data.stations as Entry[]).map((s) => s.id)).toEqual(
      plain.map((s) => s.id),
    );
    const { status, body } = await slice.server.json<{ code: string; detail: string }>(`${path}&open_now=yes`);
    expect([status, body.code]).toEqual([400, 'INVALID_PARAMETER']);
    expect(body.detail).toContain('open_now: "yes"');
  });
});

describe('an answer holding open_now lasts until a station read for it opens or closes', () => {
  // Station 4375 (Abengibre) opens 07:00-22:00 every day.
  it('a station record: cached until its closing minute, then computed again', async () => {
    slice.server.clock.set(madrid(22, 21, 58));
    const before = await get('/v1/stations/4375');
    expect([before.data.open_now, before.xCache]).toEqual([true, 'miss']);
    expect(before.data.next_change_at).toBe('2026-08-22T22:00:00+02:00');
    expect(before.cacheControl).toBe('public, max-age=120, stale-while-revalidate=300');

    slice.server.clock.set(madrid(22, 21, 59, 30));
    const cached = await get('/v1/stations/4375');
    expect([cached.data.open_now, cached.xCache, cached.cacheControl]).toEqual([
      true,
      'hit',
      'public, max-age=30, stale-while-revalidate=300',
    ]);

    slice.server.clock.set(madrid(22, 22, 0));
    const after = await get('/v1/stations/4375');
    expect([after.data.open_now, after.xCache]).toEqual([false, 'miss']);
    expect(after.data.next_change_at).toBe('2026-08-23T07:00:00+02:00');
    // Next change at 07:00, nine hours off: the usual one-hour cap.
    expect(after.cacheControl).toBe('public, max-age=3600, stale-while-revalidate=300');
  });

  it('a filtered search: a station left out because it is closed enters the answer when it opens', async () => {
    const abengibre = slice.dataset.station(4375);
    if (!abengibre) throw new Error('the slice has no station 4375');
    // A circle around Abengibre that holds it and the stations nearby, some open at 06:59 and some not.
    const path = `/v1/stations/nearby?lat=${abengibre.lat.toFixed(3)}&lng=${abengibre.lng.toFixed(3)}&radius_km=1&fuel=diesel&open_now=true&limit=50`;
    // Saturday's data of 15:53 is overdue by Sunday 05:53 (core/freshness.ts): on Sunday morning the register's
    // evening publication is served, here the same stations published at 20:00.
    slice.server.store.swap({ ...slice.dataset, sourceTime: madrid(22, 20, 0) }, new Date(madrid(22, 20, 5)));
    try {
      slice.server.clock.set(madrid(23, 6, 59)); // Sunday
      const closed = await get(path);
      expect((closed.data.stations as Entry[]).map((s) => s.id)).not.toContain(4375);
      expect(closed.cacheControl).toBe('public, max-age=60, stale-while-revalidate=300');
      await get(path); // a point's answer is kept from its second asking

      slice.server.clock.set(madrid(23, 6, 59, 59));
      expect((await get(path)).xCache).toBe('hit');

      slice.server.clock.set(madrid(23, 7, 0));
      const opened = await get(path);
      expect(opened.xCache).toBe('miss');
      expect((opened.data.stations as Entry[]).map((s) => s.id)).toContain(4375);
    } finally {
      slice.server.store.swap(slice.dataset, new Date(TEST_NOW));
    }
  });

  it('stations open all week or with unreadable hours never shorten an answer', async () => {
    slice.server.clock.set(madrid(22, 16, 0));
    const always = slice.dataset.stations.find((s) => s.is_24h);
    if (!always) throw new Error('the slice has no 24-hour station');
    const { data, cacheControl } = await get(`/v1/stations/${always.id}`);
    expect(data.open_now).toBe(true);
    expect(data.next_change_at).toBeNull();
    // 16:00 in Madrid, the next update at 20:00: the price answers' one-hour cap.
    expect(cacheControl).toBe('public, max-age=3600, stale-while-revalidate=300');
  });
});

/** Every other GET that lists stations, with where its stations are. */
const LISTINGS: { name: string; entries: (data: Record<string, unknown>) => Entry[]; call: (q: string) => [string] }[] =
  [
    ...SEARCHES.filter((search) => search.call('')[1] === undefined).map(({ name, entries, call }) => ({
      name,
      entries,
      call: (q: string): [string] => [call(q)[0]],
    })),
    {
      name: 'brand',
      entries: (d) => d.cheapest_stations as Entry[],
      call: (q) => [`/v1/brands/repsol?fuel=diesel&${q}`],
    },
    { name: 'product', entries: (d) => d.stations as Entry[], call: (q) => [`/v1/products/adblue?${q}`] },
    {
      name: 'catalogued route',
      entries: (d) => (d.stations as { station?: Entry }[]).map((s) => s.station ?? (s as Entry)),
      call: (q) => [`/v1/routes/teide-desde-la-laguna?fuel=gasoline_95&${q}`],
    },
    {
      name: 'several stations',
      entries: (d) => d.stations as Entry[],
      call: () => ['/v1/stations?ids=4375,10765'],
    },
    { name: 'one station', entries: (d) => [d as unknown as Entry], call: () => ['/v1/stations/4375'] },
  ];

describe('every answer listing stations: next_change_at beside open_now, and the contract’s Cache-Control', () => {
  it.each(LISTINGS)(
    '$name: public, max-age = seconds to the first change of a listed station (or the next update), stale-while-revalidate=300',
    async (search) => {
      // Saturday 21:58: stations closing at 22:00 are listed by most searches.
      slice.server.clock.set(madrid(22, 21, 58));
      const [path] = search.call('limit=50');
      const { data, cacheControl } = await get(path);
      const entries = search.entries(data) as (Entry & { next_change_at: string | null })[];
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        // null only for a station open all week (open now, never closing) or one whose hours cannot be read.
        if (entry.next_change_at === null) expect(entry.open_now, `${path} ${entry.id}`).not.toBe(false);
        else expect(entry.next_change_at, `${path} ${entry.id}`).toMatch(/^2026-08-2\dT\d{2}:\d{2}:00\+02:00$/);
      }
      const soonest = Math.min(
        3600,
        ...entries.flatMap((e) =>
          e.next_change_at ? [(Date.parse(e.next_change_at) - Date.parse(madrid(22, 21, 58))) / 1000] : [],
        ),
      );
      expect(cacheControl, path).toBe(`public, max-age=${soonest}, stale-while-revalidate=300`);
    },
  );
});
