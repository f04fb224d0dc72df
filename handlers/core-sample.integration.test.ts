import { describe, expect, it } from 'vitest';
import { useSampleCoreServer } from '../test/support/core-server.js';

// The embedded sample is always there: every core endpoint answers it within the contract (the test server
// validates each 200 against openapi.yaml).
describe('core endpoints on the embedded sample', () => {
  const sample = useSampleCoreServer();

  it('answers every core endpoint with a body the contract accepts', async () => {
    const station = sample.dataset.stations[0];
    const brand = station?.brand_slug;
    const province = sample.dataset.territories.province(station?.province_code ?? '');
    const community = sample.dataset.territories.community(station?.community_code ?? '');
    const paths = [
      `/v1/stations/nearby?lat=${station?.lat.toFixed(3)}&lng=${station?.lng.toFixed(3)}&radius_km=50&fuel=diesel`,
      `/v1/stations/nearby?lat=${station?.lat.toFixed(3)}&lng=${station?.lng.toFixed(3)}&sort=distance&open_24h=false`,
      '/v1/stations/cheapest',
      '/v1/stations/cheapest?include_low_tax=true&fuel=lpg',
      `/v1/stations/cheapest?level=province&code=${province?.slug}`,
      `/v1/stations/cheapest?lat=${station?.lat.toFixed(3)}&lng=${station?.lng.toFixed(3)}&radius_km=50`,
      `/v1/stations/${station?.id}`,
      '/v1/prices',
      `/v1/prices?level=community&code=${community?.code}&fuel=diesel`,
      `/v1/prices?level=municipality&code=${station?.municipality_id}`,
      '/v1/products/adblue',
      `/v1/products/hvo?community=${community?.slug}&limit=3`,
      '/v1/territories',
      `/v1/territories?level=province&parent=${community?.slug}`,
      `/v1/territories?level=municipality&parent=${province?.code}`,
      `/v1/search?q=${encodeURIComponent(province?.name ?? 'madrid')}`,
      `/v1/search?q=${station?.postal_code?.slice(0, 3)}&limit=20`,
      '/v1/brands',
      `/v1/brands/${brand}?fuel=diesel&limit=3`,
      '/v1/rankings/regions',
      '/v1/rankings/regions?level=province&fuel=diesel',
    ];
    for (const path of paths) {
      const response = await sample.server.request(path);
      expect(response.status, `${path}: ${response.status === 200 ? '' : await response.text()}`).toBe(200);
    }
  });
});
