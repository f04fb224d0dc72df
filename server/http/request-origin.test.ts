import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../core/client-address.js';
import { type OriginRequest, type OriginSettings, requestOrigin } from './request-origin.js';

const settings = (over: Partial<OriginSettings> = {}): OriginSettings => ({
  apiUrl: '',
  port: 3000,
  allowedHosts: new Set(),
  trustProxy: parseTrustProxy(''),
  ...over,
});
const request = (over: Partial<OriginRequest> = {}): OriginRequest => ({
  host: 'api.example',
  forwardedProto: undefined,
  socketAddress: '127.0.0.1',
  encrypted: false,
  ...over,
});

describe('requestOrigin', () => {
  const allowed = { allowedHosts: new Set(['api.example', 'api.example:8443']) };

  it.each<[string, Partial<OriginSettings>, Partial<OriginRequest>, string]>([
    ['no PUBLIC_API_URL and no allow-list: the safe default', {}, { host: 'evil.example' }, 'http://localhost:3000'],
    [
      'PUBLIC_API_URL for any Host off the list',
      { apiUrl: 'https://api.example' },
      { host: 'evil.example' },
      'https://api.example',
    ],
    ['a Host on the allow-list', allowed, {}, 'http://api.example'],
    ['an allow-listed Host in another case', allowed, { host: 'API.Example' }, 'http://api.example'],
    ['an allow-listed Host with its port', allowed, { host: 'api.example:8443' }, 'http://api.example:8443'],
    ['a port the list does not name', allowed, { host: 'api.example:1' }, 'http://localhost:3000'],
    [
      'a Host off the list',
      { ...allowed, apiUrl: 'https://api.example' },
      { host: 'evil.example' },
      'https://api.example',
    ],
    ['no Host at all', allowed, { host: undefined }, 'http://localhost:3000'],
    ['a TLS socket', allowed, { encrypted: true }, 'https://api.example'],
  ])('%s', (_name, over, req, expected) => {
    expect(requestOrigin(request(req), settings(over))).toBe(expected);
  });

  it('reads X-Forwarded-Proto only from a trusted proxy, and only http or https', () => {
    const behindProxy = settings({ ...allowed, trustProxy: parseTrustProxy('loopback') });
    const proto = (forwardedProto: string | string[], socketAddress = '127.0.0.1') =>
      requestOrigin(request({ forwardedProto, socketAddress }), behindProxy);
    expect(proto('https')).toBe('https://api.example');
    expect(proto('HTTPS, http')).toBe('https://api.example');
    expect(proto(['https'])).toBe('https://api.example');
    expect(proto('https', '203.0.113.9')).toBe('http://api.example'); // the client, not a proxy, sent it
    for (const hostile of ['javascript', 'javascript:alert(1)//', 'ftp', '', 'https://evil.example', ' , https']) {
      expect(proto(hostile), hostile).toBe('http://api.example');
    }
  });
});
