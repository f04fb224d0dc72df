import { describe, expect, it } from 'vitest';
import { createKeptCalls, MAX_KEPT_BODY_BYTES, topLevelIdSpan } from './kept-calls.js';

const ARGS = { lat: 40.417, lng: -3.704, radius_km: 5, fuel: 'diesel' };
const PARAMS = { name: 'find_fuel_near', arguments: ARGS };

/** A tools/call as the bench writes it (id second) and as the SDK's client does (`{...request, jsonrpc, id}`: id last). */
const asBench = (id: unknown) => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: PARAMS });
const asSdk = (id: unknown) => JSON.stringify({ method: 'tools/call', params: PARAMS, jsonrpc: '2.0', id });

const bytes = (text: string) => Buffer.from(text);
const spanText = (text: string) => {
  const span = topLevelIdSpan(bytes(text));
  return span && bytes(text).subarray(span.start, span.end).toString();
};

describe('where a body’s id is', () => {
  it('finds the top-level id, first or last, with whitespace, beside an `id` in the arguments', () => {
    expect(spanText(asBench(17))).toBe('17');
    expect(spanText(asSdk('a"b'))).toBe('"a\\"b"');
    expect(spanText(' { "jsonrpc" : "2.0" ,\n "id" :\t-3 , "method":"ping" } ')).toBe('-3');
    const nested =
      '{"jsonrpc":"2.0","method":"tools/call","params":{"name":"get_station","arguments":{"id":"4375"}},"id":9}';
    expect(spanText(nested)).toBe('9');
    expect(spanText('{"params":{"x":["}",{"id":1}]},"id":"}{"}')).toBe('"}{"');
  });

  it('finds none in a body with two, a name written with an escape, none at all, or what is no object', () => {
    for (const text of [
      '{"id":1,"id":2}',
      '{"i\\u0064":1,"id":2}',
      '{"jsonrpc":"2.0","method":"ping"}',
      '[{"id":1}]',
      '{"id":1',
      '{"id":"1}',
      '{"id":1}x',
      '{"id":}',
      '',
      '{}',
    ]) {
      expect(spanText(text), text).toBeNull();
    }
  });
});

describe('the kept calls', () => {
  it('recognise the same bytes with another id, of every form JSON-RPC takes, read as JSON.parse reads it', () => {
    for (const write of [asBench, asSdk]) {
      const kept = createKeptCalls<string>();
      kept.keep(bytes(write(1)), 1, 'plan');
      for (const id of [2, 0, -7, Number.MAX_SAFE_INTEGER, '', 'seven', 'a"b\\c', 'ñ €', '\u2028', '{"id":1}']) {
        expect(kept.recognise(bytes(write(id)))).toEqual({ value: 'plan', id });
      }
      // Ids written otherwise than JSON.stringify would: read as JSON reads them.
      const raw = (id: string) => write(0).replace(/"id":0/, `"id":${id}`);
      expect(kept.recognise(bytes(raw('"\\u0041\\n"')))).toEqual({ value: 'plan', id: 'A\n' });
      expect(kept.recognise(bytes(raw('1.0')))).toEqual({ value: 'plan', id: 1 });
      expect(kept.recognise(bytes(raw('1e2')))).toEqual({ value: 'plan', id: 100 });
    }
  });

  it('take no id JSON-RPC would not take, and no text that is no JSON value', () => {
    const kept = createKeptCalls<string>();
    kept.keep(bytes(asBench(1)), 1, 'plan');
    const raw = (id: string) => bytes(asBench(0).replace(/"id":0/, `"id":${id}`));
    for (const id of [
      'null',
      'true',
      '1.5',
      '9007199254740993',
      '-0.5',
      '[1]',
      '{"a":1}',
      '"a',
      '01',
      '--1',
      '1e400',
    ]) {
      expect(kept.recognise(raw(id)), id).toBeUndefined();
    }
  });

  it('take no body that differs from a kept one in any byte outside its id', () => {
    const kept = createKeptCalls<string>();
    const body = bytes(asBench(1));
    kept.keep(body, 1, 'plan');
    const span = topLevelIdSpan(body) as { start: number; end: number };
    for (let i = 0; i < body.length; i++) {
      if (i >= span.start && i < span.end) continue;
      for (const change of [1, 32]) {
        const other = Buffer.from(body);
        other[i] = (other[i] as number) ^ change;
        expect(kept.recognise(other)).toBeUndefined();
      }
    }
    // Nor one with a byte more or fewer (a space is the same JSON, but not the same bytes).
    expect(kept.recognise(bytes(`${asBench(1)} `))).toBeUndefined();
    expect(kept.recognise(bytes(asBench(1)).subarray(1))).toBeUndefined();
    expect(kept.recognise(bytes(asSdk(1)))).toBeUndefined();
  });

  it('keep nothing when the bytes show another id than the one parsed, or are too long', () => {
    const kept = createKeptCalls<string>();
    kept.keep(bytes(asBench(1)), 2, 'plan');
    expect(kept.recognise(bytes(asBench(2)))).toBeUndefined();
    const long = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x'.repeat(2100) } });
    expect(Buffer.byteLength(long)).toBeGreaterThan(MAX_KEPT_BODY_BYTES);
    kept.keep(bytes(long), 1, 'plan');
    expect(kept.recognise(bytes(long.replace('"id":1', '"id":2')))).toBeUndefined();
  });

  it('keep at most their capacity, then start again', () => {
    const kept = createKeptCalls<number>(2);
    const call = (n: number, id: number) =>
      bytes(JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: `t${n}` } }));
    for (const n of [1, 2]) kept.keep(call(n, 0), 0, n);
    expect(kept.recognise(call(1, 5))?.value).toBe(1);
    kept.keep(call(3, 0), 0, 3);
    expect(kept.recognise(call(1, 5))).toBeUndefined();
    expect(kept.recognise(call(3, 5))?.value).toBe(3);
  });
});
