import { describe, expect, it } from 'vitest';
import { COMMUNITIES } from '../../core/communities.js';
import { listados } from '../../test/support/ministry-files.js';
import type { RawCommunity, RawMunicipality, RawProvince } from '../source/source.js';
import { slugify } from './slug.js';
import { buildTerritories, communityCodeOf, TerritoryListError } from './territories.js';
import { LOW_TAX_PROVINCES, PROVINCES } from './territory-tables.js';

const SLUGS = [
  'andalucia',
  'aragon',
  'asturias',
  'illes-balears',
  'canarias',
  'cantabria',
  'castilla-y-leon',
  'castilla-la-mancha',
  'cataluna',
  'comunitat-valenciana',
  'extremadura',
  'galicia',
  'madrid',
  'murcia',
  'navarra',
  'pais-vasco',
  'la-rioja',
  'ceuta',
  'melilla',
];

describe('static tables', () => {
  it('has the 19 communities in INE order with the fixed slugs', () => {
    expect(COMMUNITIES.map((c) => c.code)).toEqual(SLUGS.map((_, i) => String(i + 1).padStart(2, '0')));
    expect(COMMUNITIES.map((c) => c.slug)).toEqual(SLUGS);
    expect(new Set(COMMUNITIES.map((c) => c.ministry_id)).size).toBe(19);
  });

  it('swaps the two Castillas between ministry and INE numbering', () => {
    expect(communityCodeOf('07')).toBe('08');
    expect(communityCodeOf('08')).toBe('07');
    expect(COMMUNITIES.find((c) => c.code === '08')?.name).toBe('Castilla-La Mancha');
    for (const id of [
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '09',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
      '19',
    ]) {
      expect(communityCodeOf(id)).toBe(id);
    }
    expect(communityCodeOf('20')).toBeUndefined();
  });

  it('has 52 provinces with unique codes and slugs, each in a known community', () => {
    expect(PROVINCES).toHaveLength(52);
    expect(new Set(PROVINCES.map((p) => p.code)).size).toBe(52);
    expect(new Set(PROVINCES.map((p) => p.slug)).size).toBe(52);
    const communityCodes = new Set(COMMUNITIES.map((c) => c.code));
    for (const p of PROVINCES) expect(communityCodes.has(p.community_code), p.code).toBe(true);
    const byCode = new Map(PROVINCES.map((p) => [p.code, p]));
    expect(byCode.get('01')).toMatchObject({ name: 'Araba/Álava', slug: 'araba-alava' });
    expect(byCode.get('07')).toMatchObject({ name: 'Illes Balears', slug: 'illes-balears' });
    expect(byCode.get('12')).toMatchObject({ name: 'Castellón/Castelló', slug: 'castellon' });
    expect(byCode.get('15')).toMatchObject({ name: 'A Coruña', slug: 'a-coruna' });
    expect(byCode.get('35')).toMatchObject({ name: 'Las Palmas', slug: 'las-palmas', community_code: '05' });
    expect(byCode.get('38')).toMatchObject({ name: 'Santa Cruz de Tenerife', slug: 'santa-cruz-de-tenerife' });
    expect(byCode.get('46')).toMatchObject({ name: 'Valencia/València', slug: 'valencia' });
    expect(byCode.get('02')?.community_code).toBe('08');
  });

  it('marks Canarias, Ceuta and Melilla as low-tax areas', () => {
    expect([...LOW_TAX_PROVINCES].sort()).toEqual(['35', '38', '51', '52']);
  });
});

const communities: RawCommunity[] = [
  { IDCCAA: '07', CCAA: 'Castilla la Mancha' },
  { IDCCAA: '13', CCAA: 'Madrid' },
];
const provinces: RawProvince[] = [
  { IDPovincia: '02', IDCCAA: '07', Provincia: 'ALBACETE', CCAA: 'Castilla la Mancha' },
  { IDPovincia: '28', IDCCAA: '13', Provincia: 'MADRID', CCAA: 'Madrid' },
];
const muni = (id: string, province: string, ccaa: string, name: string): RawMunicipality => ({
  IDMunicipio: id,
  IDProvincia: province,
  IDCCAA: ccaa,
  Municipio: name,
  Provincia: '',
  CCAA: ccaa === '07' ? 'Castilla la Mancha' : 'Madrid',
});

describe('buildTerritories', () => {
  it('builds display names and slugs for municipalities', () => {
    const t = buildTerritories(communities, provinces, [
      muni('4399', '28', '13', 'Rozas de Madrid (Las)'),
      muni('52', '02', '07', 'Abengibre'),
    ]);
    expect(t.municipalities).toEqual([
      { id: 52, name: 'Abengibre', slug: 'abengibre', province_code: '02' },
      { id: 4399, name: 'Las Rozas de Madrid', slug: 'las-rozas-de-madrid', province_code: '28' },
    ]);
    expect(t.communities).toHaveLength(19);
    expect(t.provinces).toHaveLength(52);
  });

  it('suffixes every shared name with its province, whatever the order', () => {
    const a = muni('1', '02', '07', 'Villanueva');
    const b = muni('2', '28', '13', 'Villanueva');
    const c = muni('3', '28', '13', 'Otro');
    const slugs = (list: RawMunicipality[]) =>
      buildTerritories(communities, provinces, list).municipalities.map((m) => m.slug);
    expect(slugs([a, b, c])).toEqual(['villanueva-albacete', 'villanueva-madrid', 'otro']);
    expect(slugs([c, b, a])).toEqual(slugs([a, b, c]));
  });

  it('falls back to the id when the province does not separate them', () => {
    const t = buildTerritories(communities, provinces, [muni('7', '28', '13', 'Twin'), muni('8', '28', '13', 'Twin')]);
    expect(t.municipalities.map((m) => m.slug)).toEqual(['twin-madrid-7', 'twin-madrid-8']);
  });

  it('rejects unknown or renumbered communities, unknown provinces and duplicate ids', () => {
    expect(() => buildTerritories([{ IDCCAA: '20', CCAA: 'Atlántida' }], [], [])).toThrow(TerritoryListError);
    // Same id, other name: the ministry renumbered, so the id can no longer be trusted.
    expect(() => buildTerritories([{ IDCCAA: '07', CCAA: 'Castilla y León' }], [], [])).toThrow(/named/);
    expect(() =>
      buildTerritories(communities, [{ IDPovincia: '99', IDCCAA: '13', Provincia: 'X', CCAA: 'Madrid' }], []),
    ).toThrow(/unknown province/);
    expect(() =>
      buildTerritories(communities, [{ IDPovincia: '02', IDCCAA: '13', Provincia: 'ALBACETE', CCAA: 'Madrid' }], []),
    ).toThrow(/is in community 08/);
    expect(() =>
      buildTerritories(communities, provinces, [muni('1', '28', '13', 'A'), muni('1', '28', '13', 'B')]),
    ).toThrow(/duplicate/);
    expect(() => buildTerritories(communities, provinces, [muni('x1', '28', '13', 'A')])).toThrow(/whole number/);
    // A name longer than the contract's 200 characters (real ones: 60 at the most) is no municipality's.
    expect(() => buildTerritories(communities, provinces, [muni('1', '28', '13', 'A'.repeat(201))])).toThrow(
      /Municipio of 201 characters \(at most 200\)/,
    );
    expect(
      buildTerritories(communities, provinces, [muni('1', '28', '13', 'A'.repeat(200))]).municipalities,
    ).toHaveLength(1);
  });

  it('checks every row’s community name, after rows where the same id had the right one', () => {
    const renamed = { ...muni('3', '28', '13', 'C'), CCAA: 'Castilla y León' };
    expect(() =>
      buildTerritories(communities, provinces, [muni('1', '28', '13', 'A'), muni('2', '28', '13', 'B'), renamed]),
    ).toThrow(/Municipios "3": ministry community 13 is named "Castilla y León"/);
  });
});

describe('the real Listados of the committed slice', () => {
  it('agrees with ComunidadesAutonomas.json and Provincias.json', () => {
    const raw = listados();
    expect(raw.communities).toHaveLength(19);
    expect(raw.provinces).toHaveLength(52);
    const t = buildTerritories(raw.communities, raw.provinces, raw.municipalities);
    // Every ministry community maps by name to the INE code of the same community.
    for (const c of raw.communities) {
      const row = COMMUNITIES.find((x) => x.ministry_id === c.IDCCAA);
      expect(row?.ministry_names.map(slugify), c.CCAA).toContain(slugify(c.CCAA));
    }
    expect(raw.communities.find((c) => c.IDCCAA === '07')?.CCAA).toBe('Castilla la Mancha');
    // Each raw province lands in the community our table gives it.
    for (const p of raw.provinces) {
      const ours = t.provinces.find((x) => x.code === p.IDPovincia);
      expect(ours?.community_code, p.Provincia).toBe(communityCodeOf(p.IDCCAA));
    }
  });

  it('builds every municipality of the slice with a unique slug, in natural word order', () => {
    const raw = listados();
    const t = buildTerritories(raw.communities, raw.provinces, raw.municipalities);
    // The slice keeps the municipalities of its stations and of its whole provinces (test/fixtures/README.md).
    expect(raw.municipalities.length).toBeGreaterThan(150);
    expect(t.municipalities).toHaveLength(raw.municipalities.length);
    expect(new Set(t.municipalities.map((m) => m.slug)).size).toBe(raw.municipalities.length);
    expect(t.municipalities.every((m) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(m.slug))).toBe(true);
    const byName = (name: string) => t.municipalities.find((m) => m.name === name);
    // The ministry writes "Roda (La)", "Hospitalet de Llobregat (L')" and "ARABA\/ÁLAVA"-style provinces.
    expect(raw.municipalities.find((m) => m.IDMunicipio === '121')?.Municipio).toBe('Roda (La)');
    expect(byName('La Roda')).toMatchObject({ id: 121, slug: 'la-roda', province_code: '02' });
    expect(byName("L'Hospitalet de Llobregat")).toMatchObject({ province_code: '08' });
    expect(byName('San Cristóbal de La Laguna')?.slug).toBe('san-cristobal-de-la-laguna');
    expect(byName('La Almunia de Doña Godina')?.slug).toBe('la-almunia-de-dona-godina');
    expect(t.municipalities.find((m) => m.id === 52)).toMatchObject({ name: 'Abengibre', province_code: '02' });
    expect(t.municipalities.find((m) => m.id === 8110)).toMatchObject({ name: 'Ceuta', province_code: '51' });
    // Nothing of the ministry's "(La)" word order survives.
    expect(t.municipalities.filter((m) => /\((el|la|los|las|a|o|l')\)$/i.test(m.name))).toEqual([]);
  });
});
