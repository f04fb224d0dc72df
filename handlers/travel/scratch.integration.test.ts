import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, it } from 'vitest';
import { fixtureDataDir, loadDataset } from '../../test/support/datasets.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.store.swap(await loadDataset(fixtureDataDir()), new Date());
});
afterAll(() => server.close());
it('prints', async () => {
  const body = {
    points: [
      [40.437, -3.673],
      [40.63, -3.17],
      [41.034, -2.465],
      [41.354, -1.643],
      [41.648, -0.92],
    ],
    fuel: 'diesel',
    tank_l: 50,
    start_l: 14,
    consumption_l_100km: 6,
    departure: '2026-08-22T18:00:00+02:00',
    discounts: { repsol: 5 },
  };
  const r = await server.json('/v1/route/plan', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  writeFileSync('/tmp/plan-post.json', JSON.stringify(r.body.data));
  const g = await server.json(
    '/v1/routes/teide-desde-la-laguna/plan?fuel=gasoline_95&tank_l=40&start_l=9&departure=2026-08-22T09:00:00Z',
    {},
  );
  writeFileSync('/tmp/plan-get.json', JSON.stringify(g.body.data));
  const bad = await server.json('/v1/route/plan', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, tank_l: 12, start_l: 7, max_stops: 0 }),
  });
  writeFileSync('/tmp/plan-422.json', JSON.stringify(bad.body));
  const n = await server.json(
    '/v1/stations/nearby?lat=38.995&lng=-1.856&radius_km=5&fuel=gasoline_95&sort=total_cost&litres=40&discounts=repsol:5&limit=1',
    {},
  );
  writeFileSync('/tmp/nearby.json', JSON.stringify(n.body.data));
  console.log(r.status, g.status, bad.status, n.status);
});
