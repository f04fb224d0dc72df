import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadOpenApi } from '../core/contract.js';
import { RequestValidator } from '../server/request-validator.js';

const v = await RequestValidator.create(loadOpenApi() as never);
const N = 20000;
const q = (i: number) =>
  `lat=${(40 + (i % 997) * 0.003).toFixed(3)}&lng=${(-3.7 - Math.floor(i / 997) * 0.003).toFixed(3)}&radius_km=5&fuel=diesel`;
for (let i = 0; i < 2000; i++) v.validate('findStationsNearby', { path: '/v1/stations/nearby', search: q(i) }, {});
let t = performance.now();
for (let i = 0; i < N; i++) v.validate('findStationsNearby', { path: '/v1/stations/nearby', search: q(i) }, {});
console.log('validate µs', (((performance.now() - t) * 1000) / N).toFixed(2));
const body = readFileSync('/tmp/nearby.json', 'utf8');
const data = JSON.parse(body).data;
t = performance.now();
for (let i = 0; i < N; i++) JSON.stringify(data);
console.log('stringify µs', (((performance.now() - t) * 1000) / N).toFixed(2));
const s = JSON.stringify(data);
t = performance.now();
for (let i = 0; i < N; i++) createHash('sha1').update(s).digest('base64url');
console.log('sha1 µs', (((performance.now() - t) * 1000) / N).toFixed(2));
t = performance.now();
for (let i = 0; i < N; i++) Buffer.byteLength(s);
console.log('byteLength µs', (((performance.now() - t) * 1000) / N).toFixed(2));
