import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fakeCalcDataset, problemOf, useCalcServer } from '../../test/support/calc-dataset.js';
import { taxDate, taxesOn } from './taxes.js';
import { parseTaxTable, regimeOfProvince, TAX_TABLE_PATH, type TaxRow, taxTable } from './taxes-table.js';

const table = taxTable();
const inForce = (regime: TaxRow['regime'], date: string) => {
  const found = taxesOn(table, date, 'es').regimes.find((r) => r.regime === regime);
  if (!found) throw new Error(`no regime ${regime}`);
  return found.in_force;
};
/** The excise rate of a fuel among the rows in force, verified and unverified separately. */
const excise = (rows: ReturnType<typeof inForce>, fuel: string) =>
  rows
    .filter((r) => r.tax === 'hydrocarbon_excise' && (r.fuel === fuel || r.fuel === null))
    .map((r) => [r.rate, r.verified]);
const vat = (rows: ReturnType<typeof inForce>) => rows.filter((r) => r.tax === 'vat').map((r) => [r.rate, r.verified]);

describe('the tax table as data', () => {
  it('states as verified only the permanent excise (Ley 38/1992 art. 50 after Ley 6/2018) and VAT 21 %', () => {
    const verified = table.rates
      .filter((r) => r.verified)
      .map((r) => `${r.regime} ${r.tax} ${r.fuel} ${r.rate} ${r.unit} ${r.effective_from}`);
    expect(verified.sort()).toEqual(
      [
        'peninsula_baleares vat null 21 percent null',
        'peninsula_baleares hydrocarbon_excise gasoline_95 472.69 eur_per_1000_l 2019-01-01',
        'peninsula_baleares hydrocarbon_excise gasoline_98 503.92 eur_per_1000_l 2019-01-01',
        'peninsula_baleares hydrocarbon_excise diesel 379 eur_per_1000_l 2019-01-01',
        'peninsula_baleares hydrocarbon_excise diesel_premium 379 eur_per_1000_l 2019-01-01',
        'peninsula_baleares hydrocarbon_excise diesel_b 96.71 eur_per_1000_l 2019-01-01',
        'peninsula_baleares hydrocarbon_excise lpg 57.47 eur_per_tonne null',
        'peninsula_baleares hydrocarbon_excise cng 1.15 eur_per_gj null',
        'peninsula_baleares hydrocarbon_excise lng 1.15 eur_per_gj null',
      ].sort(),
    );
  });

  it('marks every temporary measure, the Canary taxes, IGIC and IPSI as unverified', () => {
    for (const row of table.rates) {
      if (row.measure !== undefined || row.regime !== 'peninsula_baleares')
        expect(row.verified, row.source.title).toBe(false);
    }
    expect(table.measures.every((m) => !m.verified)).toBe(true);
  });

  it('never invents a rate: IPSI and the RDL 25/2026 cuts are null', () => {
    expect(table.rates.filter((r) => r.tax === 'ipsi').map((r) => r.rate)).toEqual([null]);
    expect(table.rates.filter((r) => r.measure === 'rdl-25-2026').map((r) => r.rate)).toEqual([null, null, null]);
  });

  it('gives every row a source with a BOE address', () => {
    for (const row of table.rates)
      expect(row.source.url).toMatch(/^https:\/\/www\.boe\.es\/buscar\/(act|doc)\.php\?id=BOE-A-/);
  });

  it('rejects a broken edit, naming the row', () => {
    const raw = JSON.parse(readFileSync(TAX_TABLE_PATH, 'utf8'));
    const broken = (edit: (t: { rates: Record<string, unknown>[] }) => void) => {
      const copy = structuredClone(raw);
      edit(copy);
      return () => parseTaxTable(copy);
    };
    expect(broken((t) => Object.assign(t.rates[0] ?? {}, { effective_from: '2026-13-01' }))).toThrow(
      /rates\[0\]: bad date/,
    );
    expect(broken((t) => Object.assign(t.rates[0] ?? {}, { rate: null }))).toThrow(/unknown rate cannot be verified/);
    expect(broken((t) => Object.assign(t.rates[0] ?? {}, { measure: 'rdl-99-2030' }))).toThrow(/unknown measure/);
    expect(
      broken((t) => Object.assign(t.rates[0] ?? {}, { effective_from: '2027-01-01', effective_to: '2026-01-01' })),
    ).toThrow(/is after/);
    expect(broken((t) => Object.assign(t.rates[0] ?? {}, { tax: 'fuel_duty' }))).toThrow(/unknown tax/);
  });
});

describe('rates in force on a day (peninsula and Balearics)', () => {
  it('2026-03-21, the day before RDL 7/2026: only the permanent rates, no reduction', () => {
    const rows = inForce('peninsula_baleares', '2026-03-21');
    expect(excise(rows, 'gasoline_95')).toEqual([[472.69, true]]);
    expect(excise(rows, 'diesel')).toEqual([[379, true]]);
    expect(vat(rows)).toEqual([[21, true]]);
    expect(taxesOn(table, '2026-03-21', 'es').current_reduction).toBeNull();
  });

  it('2026-04-15: RDL 7/2026 (unverified) adds 359 / 330 EUR per 1000 L and VAT 10 % beside the permanent rates', () => {
    const rows = inForce('peninsula_baleares', '2026-04-15');
    expect(excise(rows, 'gasoline_95')).toEqual([
      [472.69, true],
      [359, false],
    ]);
    expect(excise(rows, 'gasoline_98')).toEqual([
      [503.92, true],
      [359, false],
    ]);
    expect(excise(rows, 'diesel')).toEqual([
      [379, true],
      [330, false],
    ]);
    expect(vat(rows)).toEqual([
      [21, true],
      [10, false],
    ]);
    expect(taxesOn(table, '2026-04-15', 'es').current_reduction).toMatchObject({
      name: 'Real Decreto-ley 7/2026',
      effective_from: '2026-03-22',
      effective_to: '2026-06-30',
      verified: false,
    });
  });

  it('the edges of RDL 7/2026: VAT 10 % ends on 31 May, the excise cut on 30 June', () => {
    expect(vat(inForce('peninsula_baleares', '2026-05-31'))).toEqual([
      [21, true],
      [10, false],
    ]);
    expect(vat(inForce('peninsula_baleares', '2026-06-01'))).toEqual([[21, true]]);
    expect(excise(inForce('peninsula_baleares', '2026-06-30'), 'diesel')).toEqual([
      [379, true],
      [330, false],
    ]);
    expect(excise(inForce('peninsula_baleares', '2026-03-22'), 'diesel')).toEqual([
      [379, true],
      [330, false],
    ]);
  });

  it('2026-07-15: the July step of RDL 18/2026 (unverified) and VAT back at 21 %', () => {
    const rows = inForce('peninsula_baleares', '2026-07-15');
    expect(excise(rows, 'gasoline_95')).toEqual([
      [472.69, true],
      [322.69, false],
    ]);
    expect(excise(rows, 'gasoline_98')).toEqual([
      [503.92, true],
      [353.92, false],
    ]);
    expect(excise(rows, 'diesel')).toEqual([
      [379, true],
      [229, false],
    ]);
    expect(vat(rows)).toEqual([[21, true]]);
    expect(taxesOn(table, '2026-07-15', 'es').current_reduction?.name).toBe('Real Decreto-ley 18/2026');
  });

  it('2026-10-15: RDL 25/2026 is known only as a cut, its rate is null', () => {
    const rows = inForce('peninsula_baleares', '2026-10-15');
    expect(excise(rows, 'gasoline_95')).toEqual([
      [472.69, true],
      [null, false],
    ]);
    expect(taxesOn(table, '2026-10-15', 'es').current_reduction?.name).toBe('Real Decreto-ley 25/2026');
  });

  it('2027-01-15, after every temporary measure: the permanent rates again, no reduction', () => {
    const rows = inForce('peninsula_baleares', '2027-01-15');
    expect(excise(rows, 'gasoline_95')).toEqual([[472.69, true]]);
    expect(vat(rows)).toEqual([[21, true]]);
    expect(taxesOn(table, '2027-01-15', 'es').current_reduction).toBeNull();
  });

  it('before 2019 the merged excise rates are not in force (the table has no earlier figure)', () => {
    expect(excise(inForce('peninsula_baleares', '2018-12-31'), 'gasoline_95')).toEqual([]);
  });
});

describe('other regimes', () => {
  it('Canary Islands: the Canary fuel tax (265 petrol, 222 gas oil) and IGIC 0 %, all unverified, no excise nor VAT', () => {
    const rows = inForce('canarias', '2026-04-15');
    expect(rows.map((r) => [r.tax, r.fuel, r.rate, r.verified])).toEqual([
      ['canary_fuel_tax', 'gasoline_95', 265, false],
      ['canary_fuel_tax', 'gasoline_98', 265, false],
      ['canary_fuel_tax', 'diesel', 222, false],
      ['canary_fuel_tax', 'diesel_premium', 222, false],
      ['igic', null, 0, false],
    ]);
  });

  it('Ceuta and Melilla: IPSI with an unknown rate', () => {
    expect(inForce('ceuta_melilla', '2026-08-22').map((r) => [r.tax, r.rate, r.verified])).toEqual([
      ['ipsi', null, false],
    ]);
  });

  it('maps provinces to regimes: 35 and 38 Canary, 51 and 52 Ceuta and Melilla, the rest peninsula', () => {
    expect(['35', '38', '51', '52', '28', '07'].map((code) => regimeOfProvince(table, code))).toEqual([
      'canarias',
      'canarias',
      'ceuta_melilla',
      'ceuta_melilla',
      'peninsula_baleares',
      'peninsula_baleares',
    ]);
  });
});

describe('taxDate', () => {
  it("is the data's date, else today's date in Madrid", () => {
    expect(taxDate('2026-04-15', new Date('2026-08-22T12:00:00Z'))).toBe('2026-04-15');
    expect(taxDate(undefined, new Date('2026-08-21T23:30:00Z'))).toBe('2026-08-22'); // 01:30 in Madrid
  });
});

describe('GET /v1/taxes', () => {
  const server = useCalcServer();

  it('without data uses the Madrid date of the clock (2026-08-22: RDL 18/2026, August step)', async () => {
    const { status, body } = await server.json<{ data: { date: string; current_reduction: { name: string } } }>(
      '/v1/taxes',
    );
    expect(status).toBe(200);
    expect(body.data.date).toBe('2026-08-22');
    expect(body.data.current_reduction.name).toBe('Real Decreto-ley 18/2026');
  });

  it("uses the data's date and serves the whole table per regime", async () => {
    server.store.swap(fakeCalcDataset({ sourceDate: '2027-01-15' }), new Date());
    const { body } = await server.json<{
      data: {
        date: string;
        current_reduction: null;
        regimes: { regime: string; in_force: unknown[]; table: unknown[] }[];
      };
    }>('/v1/taxes');
    expect(body.data.date).toBe('2027-01-15');
    expect(body.data.current_reduction).toBeNull();
    expect(body.data.regimes.map((r) => r.regime)).toEqual(['peninsula_baleares', 'canarias', 'ceuta_melilla']);
    const peninsula = body.data.regimes[0];
    expect(peninsula?.table.length).toBe(table.rates.filter((r) => r.regime === 'peninsula_baleares').length);
    expect(peninsula?.in_force).toHaveLength(10); // VAT and the nine permanent excise rows
  });

  it('takes no parameters', async () => {
    expect(await problemOf(server, '/v1/taxes?date=2026-04-15')).toMatchObject({
      status: 400,
      code: 'INVALID_PARAMETER',
    });
  });
});
