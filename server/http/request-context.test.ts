import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../core/client-address.js';
import { clientIp, splitTarget } from './request-context.js';

const request = (headers: Record<string, string>, remoteAddress = '10.0.0.1') =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('splitTarget', () => {
  it('separates the path from the query string without decoding either', () => {
    expect(splitTarget('/v1/search?q=m%C3%A1laga&limit=5')).toEqual({
      path: '/v1/search',
      search: 'q=m%C3%A1laga&limit=5',
    });
    expect(splitTarget('/v1/prices')).toEqual({ path: '/v1/prices', search: '' });
    expect(splitTarget('/v1/prices?')).toEqual({ path: '/v1/prices', search: '' });
  });

  it('accepts absolute-form targets, as proxies send them', () => {
    expect(splitTarget('http://api.example/v1/prices?fuel=diesel')).toEqual({
      path: '/v1/prices',
      search: 'fuel=diesel',
    });
  });

  it('leaves a target that is neither a path nor a URL as an unknown path', () => {
    expect(splitTarget('*')).toEqual({ path: '*', search: '' });
  });
});

describe('clientIp', () => {
  it('ignores X-Forwarded-For unless the proxy is trusted', () => {
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.9' }), parseTrustProxy('false'))).toBe('10.0.0.1');
  });

  it('takes the right-most X-Forwarded-For address that is not a trusted proxy', () => {
    const forwarded = { 'x-forwarded-for': ' 9.9.9.9 , 203.0.113.9, 10.0.0.2' };
    expect(clientIp(request(forwarded), parseTrustProxy('1'))).toBe('10.0.0.2');
    expect(clientIp(request(forwarded), parseTrustProxy('uniquelocal'))).toBe('203.0.113.9');
    expect(clientIp(request({}), parseTrustProxy('1'))).toBe('10.0.0.1');
  });
});
