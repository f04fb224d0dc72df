import { describe, expect, it } from 'vitest';
import { nationalList } from '../../test/support/ministry-files.js';
import { parseRoad } from './roads.js';

const road = (road_ref: string | null, road_km: number | null) => ({ road_ref, road_km });

describe('parseRoad', () => {
  it('reads state roads with their kilometre point', () => {
    expect(parseRoad('AUTOVIA A-2 KM 24')).toEqual(road('A-2', 24));
    expect(parseRoad('CR N-340, KM 1.052,5')).toEqual(road('N-340', 1052.5));
    expect(parseRoad('CARRETERA A-4 PK 245,3')).toEqual(road('A-4', 245.3));
    expect(parseRoad('AP-7 KM 150')).toEqual(road('AP-7', 150));
    expect(parseRoad('AUTOPISTA AP-7 (MRG.IZDO.) KM. 570')).toEqual(road('AP-7', 570));
    expect(parseRoad('CARRETERA N-232 KM. 353,700')).toEqual(road('N-232', 353.7));
    expect(parseRoad('CR N-634, 530,1 (N-634 km 530,13)')).toEqual(road('N-634', 530.1));
    expect(parseRoad('CR N-230 186')).toEqual(road('N-230', 186));
    expect(parseRoad('AU AP-7  224,00  I')).toEqual(road('AP-7', 224));
    expect(parseRoad('A-42, 13')).toEqual(road('A-42', 13));
    expect(parseRoad('ACCESO A-92, 282')).toEqual(road('A-92', 282));
    expect(parseRoad('CARRERA NACIONAL 634 PK 666+580, 8')).toEqual(road('N-634', 666.58));
  });

  it('normalises roman numerals and missing hyphens', () => {
    expect(parseRoad('CTRA. N-II KM 580')).toEqual(road('N-2', 580));
    expect(parseRoad('AUTOVIA N-IV KM. 140,7')).toEqual(road('N-4', 140.7));
    expect(parseRoad('CARRETERA NII KM. 475')).toEqual(road('N-2', 475));
    expect(parseRoad('CARRETERA NACIONAL II KM. 644')).toEqual(road('N-2', 644));
    expect(parseRoad('AUTOVIA A8 km 347,5')).toEqual(road('A-8', 347.5));
    expect(parseRoad('N 342 km 26.8')).toEqual(road('N-342', 26.8));
    expect(parseRoad('CARRETERA NACIONAL 322 KM. 390')).toEqual(road('N-322', 390));
    expect(parseRoad('CN-621 km 150')).toEqual(road('N-621', 150));
    expect(parseRoad('CARRETERA N. 634 KM. 299,1')).toEqual(road('N-634', 299.1));
    expect(parseRoad('AUTOVIA A-I KM. 81')).toEqual(road('A-1', 81));
    expect(parseRoad('CARRETERA N-340A KM. 1151')).toEqual(road('N-340a', 1151));
  });

  it('finds the road inside a longer address', () => {
    expect(parseRoad('AVDA. DE LOS TELARES, 27 (N-632 km 94,4)')).toEqual(road('N-632', 94.4));
    expect(parseRoad('CTRA. ALICUN KM 5.05 (A-391 km 3,8)')).toEqual(road('A-391', 3.8));
    expect(parseRoad('ENLACE CU-V-8307/A3 KM 186,400 km 1,6')).toEqual(road('A-3', 186.4));
    expect(parseRoad('CR N-340 CADIZ-MALAGA KM (AUTOVIA km 124)')).toEqual(road('N-340', 124));
    expect(parseRoad('CARRETERA BAÑOS (A-6100) KM. S/N')).toEqual(road('A-6100', null));
  });

  it('reads regional roads written as roads', () => {
    expect(parseRoad('AUTOVIA CM-42 KM 12')).toEqual(road('CM-42', 12));
    expect(parseRoad('AUTOVIA EX-A1 KM. 30')).toEqual(road('EX-A1', 30));
    expect(parseRoad('AUTOVIA AG-55 KM 3')).toEqual(road('AG-55', 3));
    expect(parseRoad('AUTOVIA M-40 KM. 12,5')).toEqual(road('M-40', 12.5));
    expect(parseRoad('CR CM-332, 46,4')).toEqual(road('CM-332', 46.4));
    expect(parseRoad('CL BOLEA, 36 (CM-412 km 235,65)')).toEqual(road('CM-412', 235.65));
    expect(parseRoad('CARRETERA CM 412 KM. 273')).toEqual(road('CM-412', 273));
  });

  it('ignores street names and plot numbers', () => {
    for (const address of [
      'CALLE A, 5',
      'CALLE A 5',
      'AVENIDA CASTILLA LA MANCHA, 26',
      'AVENIDA 1º DE MAYO, S/N',
      'POLIGONO PG OKITURRI PARCELA A2, 38',
      'CALLE A2, 463',
      'AVENIDA A-332 CARLOS HERRERA, 10',
      'CALLE SAN JUAN N 5',
      'CALLE MAYOR N 12',
      'CALLE SAN JUAN N. 5',
      'POLIGONO PARQUE EMPRESARIAL BARRO -MEIS PARCELA A-1, 1',
      'POLIGONO LAS HORCAS  FINCA 4 1/A-9, 4',
      'NAVE N-5 KM 3',
      'PLAZA M-3, 4',
      'NAVE B-12, POL. IND. LOS LLANOS',
      'CARRETERA DE LA A3 A GODELLETA KM 11,7',
      'AV ANDALUCIA 41',
      '',
    ]) {
      expect(parseRoad(address), address).toEqual(road(null, null));
    }
  });
});

describe('roads on the real list of the committed slice', () => {
  it('finds the roads the slice was cut along, with their km points', () => {
    const counts = new Map<string, number>();
    let withRoad = 0;
    let withKm = 0;
    const stations = nationalList().ListaEESSPrecio;
    for (const s of stations) {
      const r = parseRoad(s.Dirección ?? '');
      if (!r.road_ref) continue;
      withRoad++;
      if (r.road_km !== null) withKm++;
      counts.set(r.road_ref, (counts.get(r.road_ref) ?? 0) + 1);
    }
    // Independently of the parser: the stations whose address names the road with a hyphen, as a word.
    const naming = (ref: string) =>
      stations.filter((s) => new RegExp(`(^|[^A-Z0-9-])${ref}([^0-9A-Z]|$)`).test(s.Dirección ?? '')).length;
    // Every station kept for the A-2 and the A-4 (test/fixtures/README.md), read from addresses such as these.
    expect(counts.get('A-2')).toBeGreaterThanOrEqual(50);
    expect(counts.get('A-4')).toBeGreaterThanOrEqual(45);
    expect(counts.get('A-2')).toBeGreaterThanOrEqual(naming('A-2') - 5);
    expect(counts.get('A-4')).toBeGreaterThanOrEqual(naming('A-4') - 5);
    // Albacete, kept whole: the A-31 to Alicante and the N-322.
    expect(counts.get('A-31')).toBeGreaterThanOrEqual(10);
    expect(counts.get('N-322')).toBeGreaterThanOrEqual(5);
    expect(withKm / withRoad).toBeGreaterThan(0.8);
  });
});
