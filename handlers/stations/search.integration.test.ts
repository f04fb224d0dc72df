import { describe, expect, it } from 'vitest';
import { KIND_ORDER, MATCH_ORDER } from '../../store/indexes/search-index.js';
import { useSliceCoreServer } from '../../test/support/core-server.js';
import type { Schemas } from '../shared/types.js';

type Result = Schemas['SearchData']['results'][number];
type Body = { data: Schemas['SearchData'] };

describe('GET /v1/search on the real register (the committed slice)', () => {
  const slice = useSliceCoreServer();

  const search = async (q: string, limit?: number): Promise<Result[]> => {
    const { status, body } = await slice.server.json<Body>(
      `/v1/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`,
    );
    expect(status).toBe(200);
    expect(body.data.query).toBe(q);
    return body.data.results;
  };
  const short = (r: Result) => `${r.match} ${r.kind} ${r.name}`;

  it('ranks exact before prefix before fuzzy, then by kind, then by name', async () => {
    const results = await search('malaga', 20);
    expect(results.slice(0, 2).map(short)).toEqual(['exact province Málaga', 'exact municipality Málaga']);
    expect(results.slice(2).every((r) => r.match !== 'exact')).toBe(true);
    expect(results.length).toBeGreaterThan(2);
    const keys = results.map((r) => [MATCH_ORDER.indexOf(r.match), KIND_ORDER.indexOf(r.kind)]);
    const sorted = [...keys].sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number));
    expect(keys).toEqual(sorted);
  });

  it('is case- and accent-insensitive', async () => {
    const plain = await search('malaga');
    expect(await search('Málaga')).toEqual(plain);
    expect(await search('MÁLAGA')).toEqual(plain);
    expect(plain[1]).toMatchObject({ kind: 'municipality', id: 4521, code: '4521', slug: 'malaga' });
  });

  it('gives a province its community as parent, and a municipality its province and the centre of its stations', async () => {
    const [province, municipality] = await search('albacete');
    expect(province).toMatchObject({
      kind: 'province',
      id: null,
      code: '02',
      slug: 'albacete',
      lat: null,
      lng: null,
      match: 'exact',
      parent: { level: 'community', code: '08', slug: 'castilla-la-mancha', name: 'Castilla-La Mancha' },
      web_url: 'https://gasolineras.dev/provincia/albacete',
    });
    const stations = slice.dataset.stations.filter((s) => s.municipality_id === 54);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    expect(municipality).toMatchObject({ kind: 'municipality', id: 54, code: '54', match: 'exact' });
    expect(municipality?.parent).toEqual({ level: 'province', code: '02', slug: 'albacete', name: 'Albacete' });
    expect(municipality?.lat).toBeCloseTo(mean(stations.map((s) => s.lat)), 5);
    expect(municipality?.lng).toBeCloseTo(mean(stations.map((s) => s.lng)), 5);
  });

  it('finds postal codes exactly and by prefix', async () => {
    const [exact] = await search('02001');
    expect(exact).toMatchObject({ kind: 'postal_code', code: '02001', match: 'exact', id: null, slug: null });
    expect(exact?.parent).toMatchObject({ level: 'municipality', code: '54', name: 'Albacete' });
    const prefixed = await search('0200', 20);
    expect(prefixed.length).toBeGreaterThan(1);
    expect(prefixed.every((r) => r.kind === 'postal_code' && r.code?.startsWith('0200') && r.match === 'prefix')).toBe(
      true,
    );
  });

  it('finds fuzzily: every word a prefix of a word of the name, or one edit away in words of 4+ letters', async () => {
    expect((await search('castilla mancha')).map(short)).toContain('fuzzy community Castilla-La Mancha');
    expect((await search('madrd')).map(short)).toContain('fuzzy municipality Madrid');
    expect((await search('sevila')).map(short)).toContain('fuzzy province Sevilla');
  });

  it('finds a station by its name, with its coordinates and page', async () => {
    const results = await search('Nº 10.935');
    const station = results.find((r) => r.kind === 'station' && r.id === 4375);
    expect(station).toMatchObject({
      match: 'exact',
      code: null,
      lat: 39.211417,
      lng: -1.539167,
      parent: { level: 'municipality', code: '52', slug: 'abengibre', name: 'Abengibre' },
      web_url: 'https://gasolineras.dev/gasolinera/4375',
    });
  });

  it('returns 8 results by default and at most the limit', async () => {
    expect(await search('repsol')).toHaveLength(8);
    expect(await search('repsol', 20)).toHaveLength(20);
    expect(await search('zzzzqqq')).toEqual([]);
  });
});
