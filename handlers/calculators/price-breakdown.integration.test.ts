import { describe, expect, it } from 'vitest';
import { fakeCalcDataset, problemOf, startCalcServer, useCalcServer } from '../../test/support/calc-dataset.js';
import { breakdownPrice } from './tax-breakdown.js';
import { taxTable } from './taxes-table.js';

const table = taxTable();
const shape = (
  components: { component: string; amount: number; share_pct: number; rate: string | null; verified: boolean }[],
) => components.map((c) => [c.component, c.amount, c.share_pct, c.rate, c.verified]);

describe('breakdownPrice (peninsula and Balearics)', () => {
  it('diesel 1.884 on 2027-01-15 (no temporary measure): the contract example, all verified', () => {
    // vat = 1.884 × 21 / 121 = 0.326975 → 0.327 (17.36 %); excise 379 / 1000 = 0.379 (20.12 %);
    // product = 1.884 − 0.326975 − 0.379 = 1.178025 → 1.178 (62.53 %); taxes 0.705975 → 0.706 (37.47 %).
    const b = breakdownPrice(table, {
      fuel: 'diesel',
      price: 1.884,
      regime: 'peninsula_baleares',
      date: '2027-01-15',
      language: 'es',
    });
    expect(shape(b.components)).toEqual([
      ['product', 1.178, 62.53, null, true],
      ['hydrocarbon_excise', 0.379, 20.12, '379 EUR/1000 L', true],
      ['vat', 0.327, 17.36, '21 %', true],
    ]);
    expect(b.components.map((c) => c.label)).toEqual(['Producto y margen', 'Impuesto sobre hidrocarburos', 'IVA']);
    expect(b).toMatchObject({ taxesTotal: 0.706, taxesSharePct: 37.47, verified: true, notes: [] });
  });

  it('gasoline_95 1.5 on 2026-03-21, the day before RDL 7/2026: permanent rates, verified', () => {
    // vat = 1.5 × 21 / 121 = 0.260331 → 0.26; excise 0.47269 → 0.473; product 0.766979 → 0.767.
    const b = breakdownPrice(table, {
      fuel: 'gasoline_95',
      price: 1.5,
      regime: 'peninsula_baleares',
      date: '2026-03-21',
      language: 'es',
    });
    expect(shape(b.components)).toEqual([
      ['product', 0.767, 51.13, null, true],
      ['hydrocarbon_excise', 0.473, 31.51, '472.69 EUR/1000 L', true],
      ['vat', 0.26, 17.36, '21 %', true],
    ]);
    expect(b.verified).toBe(true);
  });

  it('on 2026-04-15 keeps the verified rates for the arithmetic and reports RDL 7/2026 (unverified) in notes', () => {
    const b = breakdownPrice(table, {
      fuel: 'gasoline_95',
      price: 1.5,
      regime: 'peninsula_baleares',
      date: '2026-04-15',
      language: 'es',
    });
    expect(shape(b.components)).toEqual([
      ['product', 0.767, 51.13, null, false],
      ['hydrocarbon_excise', 0.473, 31.51, '472.69 EUR/1000 L', false],
      ['vat', 0.26, 17.36, '21 %', false],
    ]);
    expect(b.verified).toBe(false);
    expect(b.notes).toHaveLength(2);
    expect(b.notes[0]).toMatch(/2026-03-22 y el 2026-06-30 .*359 EUR\/1000 L .*Real Decreto-ley 7\/2026.*472\.69/);
    expect(b.notes[1]).toMatch(/2026-03-22 y el 2026-05-31 .*IVA, de 10 %/);
  });

  it('on 2026-07-15 reports the July step of RDL 18/2026; VAT is verified again', () => {
    const b = breakdownPrice(table, {
      fuel: 'diesel',
      price: 1.884,
      regime: 'peninsula_baleares',
      date: '2026-07-15',
      language: 'es',
    });
    expect(b.components.map((c) => [c.component, c.verified])).toEqual([
      ['product', false],
      ['hydrocarbon_excise', false],
      ['vat', true],
    ]);
    expect(b.components[1]?.amount).toBe(0.379);
    expect(b.notes).toEqual([expect.stringMatching(/229 EUR\/1000 L \(Real Decreto-ley 18\/2026\)/)]);
  });

  it('on 2026-10-15 reports a cut of unknown size (RDL 25/2026)', () => {
    const b = breakdownPrice(table, {
      fuel: 'gasoline_98',
      price: 1.9,
      regime: 'peninsula_baleares',
      date: '2026-10-15',
      language: 'es',
    });
    expect(b.verified).toBe(false);
    expect(b.notes).toEqual([expect.stringMatching(/cuantía desconocida \(Real Decreto-ley 25\/2026\)/)]);
    expect(b.components[1]).toMatchObject({ amount: 0.504, rate: '503.92 EUR/1000 L' });
  });

  it('a price below the taxes gives a negative product and says so', () => {
    const b = breakdownPrice(table, {
      fuel: 'diesel',
      price: 0.3,
      regime: 'peninsula_baleares',
      date: '2027-01-15',
      language: 'es',
    });
    expect(b.components[0]?.amount).toBeLessThan(0);
    expect(b.notes.at(-1)).toMatch(/menor que los impuestos/);
  });
});

describe('breakdownPrice (other regimes)', () => {
  it('Canary Islands, gasoline_95 1.3: the unverified Canary tax 265 EUR/1000 L, IGIC 0 %, no excise nor VAT', () => {
    // canary tax 0.265 (20.38 %); product 1.3 − 0.265 = 1.035 (79.62 %).
    const b = breakdownPrice(table, {
      fuel: 'gasoline_95',
      price: 1.3,
      regime: 'canarias',
      date: '2027-01-15',
      language: 'es',
    });
    expect(shape(b.components)).toEqual([
      ['product', 1.035, 79.62, null, false],
      ['canary_fuel_tax', 0.265, 20.38, '265 EUR/1000 L', false],
    ]);
    expect(b).toMatchObject({ taxesTotal: 0.265, taxesSharePct: 20.38, verified: false });
    expect(b.notes).toEqual([
      expect.stringMatching(/^En Canarias no se aplican/),
      expect.stringMatching(/impuesto canario sobre combustibles \(265 EUR\/1000 L, Ley 5\/1986.*no está verificado/),
      expect.stringMatching(/IGIC \(0 %.*no está verificado/),
    ]);
  });

  it('Canary diesel uses 222 EUR/1000 L', () => {
    const b = breakdownPrice(table, {
      fuel: 'diesel',
      price: 1.2,
      regime: 'canarias',
      date: '2026-04-15',
      language: 'es',
    });
    expect(b.components[1]).toMatchObject({ component: 'canary_fuel_tax', amount: 0.222, rate: '222 EUR/1000 L' });
  });

  it('Ceuta and Melilla: IPSI unknown, so everything stays in the product and nothing is invented', () => {
    const b = breakdownPrice(table, {
      fuel: 'gasoline_95',
      price: 1.25,
      regime: 'ceuta_melilla',
      date: '2026-08-22',
      language: 'es',
    });
    expect(shape(b.components)).toEqual([['product', 1.25, 100, null, false]]);
    expect(b.components[0]?.label).toBe('Producto, margen e impuestos sin desglosar');
    expect(b).toMatchObject({ taxesTotal: 0, taxesSharePct: 0, verified: false });
    expect(b.notes[1]).toMatch(/Se desconoce el tipo del IPSI/);
  });
});

describe('GET /v1/calc/price-breakdown', () => {
  const server = useCalcServer(() => fakeCalcDataset({ sourceDate: '2027-01-15' }));

  type Body = {
    data: {
      date: string;
      regime: string;
      price: number;
      price_source: string;
      area: { level: string; code: string };
      components: { component: string; amount: number }[];
      verified: boolean;
      notes: string[];
    };
  };

  it('the Spain mean is that of the peninsula and Balearics: diesel (1.6 + 1.65 + 1.5) / 3 = 1.583', async () => {
    // vat = 1.583 × 21 / 121 = 0.274736 → 0.275; excise 0.379; product 0.929264 → 0.929.
    const { status, body } = await server.json<Body>('/v1/calc/price-breakdown?fuel=diesel');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      date: '2027-01-15',
      regime: 'peninsula_baleares',
      price: 1.583,
      price_source: 'spain_average',
      area: { level: 'spain', code: 'es' },
      verified: true,
    });
    expect(body.data.components.map((c) => c.amount)).toEqual([0.929, 0.379, 0.275]);
    expect(body.data.notes).toEqual([expect.stringMatching(/Media de las 3 estaciones de la Península y Baleares/)]);
  });

  it('uses the rates of the date of the data (2026-08-22: RDL 18/2026 unverified, so verified false)', async () => {
    server.store.swap(fakeCalcDataset({ sourceDate: '2026-08-22' }), new Date());
    const { body } = await server.json<Body>('/v1/calc/price-breakdown');
    expect(body.data).toMatchObject({ date: '2026-08-22', price: 1.7, verified: false });
    expect(body.data.notes.some((n) => /372\.69 EUR\/1000 L \(Real Decreto-ley 18\/2026\)/.test(n))).toBe(true);
  });

  it('the regime follows the province: Las Palmas (35) Canary, Ceuta (51) Ceuta and Melilla, Madrid peninsula', async () => {
    const canary = await server.json<Body>('/v1/calc/price-breakdown?province=las-palmas');
    expect(canary.body.data).toMatchObject({
      regime: 'canarias',
      price: 1.3,
      price_source: 'province_average',
      area: { level: 'province', code: '35' },
    });
    expect((await server.json<Body>('/v1/calc/price-breakdown?province=51')).body.data.regime).toBe('ceuta_melilla');
    expect((await server.json<Body>('/v1/calc/price-breakdown?province=madrid')).body.data.regime).toBe(
      'peninsula_baleares',
    );
  });

  it("a caller's price works without data, on the clock's Madrid date", async () => {
    const empty = await startCalcServer();
    try {
      const { status, body } = await empty.json<Body>('/v1/calc/price-breakdown?price=1.5');
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        date: '2026-08-22',
        price: 1.5,
        price_source: 'caller',
        regime: 'peninsula_baleares',
      });
      expect((await problemOf(empty, '/v1/calc/price-breakdown')).status).toBe(503);
    } finally {
      await empty.close();
    }
  });

  it('rejects fuels not sold by the litre, price with province, and unknown provinces', async () => {
    expect(await problemOf(server, '/v1/calc/price-breakdown?fuel=lpg')).toMatchObject({
      status: 400,
      code: 'INVALID_PARAMETER',
    });
    expect(await problemOf(server, '/v1/calc/price-breakdown?fuel=cng')).toMatchObject({ status: 400 });
    expect(await problemOf(server, '/v1/calc/price-breakdown?price=1.5&province=28')).toMatchObject({ status: 400 });
    expect(await problemOf(server, '/v1/calc/price-breakdown?province=99')).toMatchObject({
      status: 404,
      code: 'PROVINCE_NOT_FOUND',
    });
    expect((await server.json('/v1/calc/price-breakdown?price=5')).status).toBe(200);
    expect((await problemOf(server, '/v1/calc/price-breakdown?price=0')).status).toBe(400);
  });
});
