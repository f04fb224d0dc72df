import { describe, expect, it } from 'vitest';
import { loadConfig } from '../core/config.js';
import { createOriginPolicy, isLoopbackAddress } from './origin-policy.js';

const policy = (env: Record<string, string>) => createOriginPolicy(loadConfig(env));

describe('the Origin and Host checks of /mcp', () => {
  it('tells loopback listening addresses from the others', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', '::1', '[::1]', 'localhost', 'LOCALHOST']) {
      expect(isLoopbackAddress(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'api.example.es', '128.0.0.1']) {
      expect(isLoopbackAddress(host), host).toBe(false);
    }
  });

  it('answers requests without Origin (curl, agents): only browsers send one', () => {
    expect(policy({}).refusal(undefined, 'api.example.es')).toBeNull();
    expect(policy({ HOST: '127.0.0.1' }).refusal(undefined, '127.0.0.1:3000')).toBeNull();
  });

  it('gives a Host asked again the same answer, however many other Hosts came between', () => {
    const local = policy({ HOST: '127.0.0.1' });
    for (let round = 0; round < 3; round++) {
      expect(local.refusal(undefined, '127.0.0.1:3000')).toBeNull();
      expect(local.refusal(undefined, 'evil.example.com')).toEqual({ header: 'host', value: 'evil.example.com' });
      for (let n = 0; n < 100; n++) {
        expect(local.refusal(undefined, `rebound-${n}.example.com`)).toMatchObject({ header: 'host' });
        expect(local.refusal(undefined, `localhost:${3000 + n}`)).toBeNull();
      }
    }
  });

  it("refuses another site's origin, and answers loopback origins on any port", () => {
    const open = policy({});
    expect(open.refusal('http://evil.example.com', 'evil.example.com')).toEqual({
      header: 'origin',
      value: 'http://evil.example.com',
    });
    expect(open.refusal('null', 'localhost:3000')).toMatchObject({ header: 'origin' });
    expect(open.refusal('not a url', 'localhost:3000')).toMatchObject({ header: 'origin' });
    for (const origin of ['http://localhost:6274', 'http://127.0.0.1:3000', 'https://[::1]:8443', 'http://localhost']) {
      expect(open.refusal(origin, 'localhost:3000'), origin).toBeNull();
    }
  });

  it("answers the deployment's own origin (PUBLIC_API_URL, ALLOWED_HOSTS) and MCP_ALLOWED_ORIGINS, * for all", () => {
    const deployed = policy({
      PUBLIC_API_URL: 'https://api.gasolineras.dev',
      ALLOWED_HOSTS: 'fuel.example.org:8443',
      MCP_ALLOWED_ORIGINS: 'https://agent.example.net',
    });
    for (const origin of [
      'https://api.gasolineras.dev',
      'https://fuel.example.org:8443',
      'https://agent.example.net',
    ]) {
      expect(deployed.refusal(origin, 'api.gasolineras.dev'), origin).toBeNull();
    }
    for (const origin of ['http://api.gasolineras.dev', 'https://gasolineras.dev', 'https://agent.example.net:444']) {
      expect(deployed.refusal(origin, 'api.gasolineras.dev'), origin).toMatchObject({ header: 'origin' });
    }
    expect(policy({ MCP_ALLOWED_ORIGINS: '*' }).refusal('https://anyone.example', 'api.example')).toBeNull();
  });

  it('on a loopback HOST, also refuses Host names other than loopback ones and those of the deployment', () => {
    const local = policy({
      HOST: '127.0.0.1',
      PUBLIC_API_URL: 'https://api.gasolineras.dev',
      ALLOWED_HOSTS: 'fuel.lan',
    });
    for (const host of [
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      'LOCALHOST',
      'api.gasolineras.dev',
      'fuel.lan',
    ]) {
      expect(local.refusal(undefined, host), host).toBeNull();
    }
    expect(local.refusal(undefined, 'evil.example.com:3000')).toEqual({
      header: 'host',
      value: 'evil.example.com:3000',
    });
    expect(local.refusal(undefined, undefined)).toEqual({ header: 'host', value: '' });
    // "*" opens origins, never the Host check: a rebinding request still carries the attacker's name.
    const anyOrigin = policy({ HOST: '127.0.0.1', MCP_ALLOWED_ORIGINS: '*' });
    expect(anyOrigin.refusal('http://evil.example.com', 'evil.example.com')).toMatchObject({ header: 'host' });
    // Not on loopback, names are not checked: a public server is reached by names it cannot list.
    expect(policy({}).refusal(undefined, '203.0.113.7:3000')).toBeNull();
  });
});
