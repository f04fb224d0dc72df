import { startCompiledServer, stopCompiledServer } from './compiled-server.js';
const server = await startCompiledServer({ dataDir: process.env.DATA_DIR as string });
const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'find_fuel_near', arguments: { lat: 40.417, lng: -3.704, radius_km: 5, fuel: 'diesel' } } });
for (let i = 0; i < 2; i++) {
const r = await fetch(`http://127.0.0.1:${server.port}/mcp`, { method: 'POST', body, headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'MCP-Protocol-Version': '2025-06-18' } });
const t = await r.text();
console.log(r.status, [...r.headers].map(([k,v])=>`${k}: ${v}`).join('\n'), t.length, t.slice(0, 200), '...', t.slice(t.indexOf('"meta"', 2000)-10, t.indexOf('"meta"', 2000) + 900), '...', t.slice(-1200));
}
const r2 = await fetch(`http://127.0.0.1:${server.port}/v1/stations/nearby?lat=40.417&lng=-3.704&radius_km=5&fuel=diesel`);
const t2 = await r2.text(); console.log([...r2.headers].map(([k,v])=>`${k}: ${v}`).join('\n'), t2.length, t2.slice(-800));
await stopCompiledServer(server);
