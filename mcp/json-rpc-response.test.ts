import { describe, expect, it } from 'vitest';
import {
  errorResponse,
  isCachedResult,
  jsonStringBytes,
  RawJson,
  RESULT_OPENING,
  resultResponse,
} from './json-rpc-response.js';

const inside = (text: string) => jsonStringBytes(Buffer.from(text)).toString();

describe('jsonStringBytes', () => {
  it('writes UTF-8 text as the inside of a JSON string, byte for byte what JSON.stringify writes', () => {
    const texts = [
      '{"data":{"name":"Estación Peñalara","price":1.459},"meta":{}}',
      'a "quoted" back\\slash',
      'controls \b\f\n\r\t \u0000 \u0001 \u001f end',
      'accents áéíóúñ, the euro €, an emoji 🚗, U+2028 \u2028',
      '',
    ];
    for (const text of texts) expect(inside(text), text).toBe(JSON.stringify(text).slice(1, -1));
  });

  it('gives the same buffer back when nothing needs escaping', () => {
    const plain = Buffer.from('plain ascii and ñ');
    expect(jsonStringBytes(plain)).toBe(plain);
  });
});

describe('JSON-RPC responses', () => {
  it('write a result in the SDK member order, a RawJson result spliced as it is', () => {
    expect(JSON.parse(resultResponse(7, { tools: [] }).join(''))).toEqual({
      result: { tools: [] },
      jsonrpc: '2.0',
      id: 7,
    });
    const raw = new RawJson([Buffer.from('{"a":'), Buffer.from('[1,"ñ"]}')]);
    expect(resultResponse('x', raw).join('')).toBe('{"result":{"a":[1,"ñ"]},"jsonrpc":"2.0","id":"x"}');
    expect(raw.toJSON()).toEqual({ a: [1, 'ñ'] });
  });

  it('write an error with its id', () => {
    const error = { code: -32602, message: 'INVALID_PARAMETER: x', data: { code: 'INVALID_PARAMETER' } };
    expect(JSON.parse(errorResponse(3, error).join(''))).toEqual({ jsonrpc: '2.0', id: 3, error });
  });
});

describe('a result written from a cached answer', () => {
  it('is told from one computed now, a plain result and an error', () => {
    const cachedForm = Buffer.from(`${RESULT_OPENING}{"structuredContent":{"data":1,"meta":`);
    expect(isCachedResult(resultResponse(1, new RawJson([cachedForm, '{}}}'], true)))).toBe(true);
    expect(isCachedResult(resultResponse(1, new RawJson([Buffer.from('{"data":1,"meta":'), '{}}'])))).toBe(false);
    expect(isCachedResult(resultResponse(1, { tools: [] }))).toBe(false);
    expect(isCachedResult(errorResponse(1, { code: -32601, message: 'METHOD_NOT_FOUND: x' }))).toBe(false);
  });
});
