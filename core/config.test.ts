import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { projectPath } from './project-files.js';

describe('loadConfig', () => {
  it("puts DATA_DIR by default in the project's data/, whatever the working directory; a path given from there", () => {
    const cwd = process.cwd();
    try {
      process.chdir('/');
      expect(loadConfig({}).dataDir).toBe(projectPath('data'));
      expect(loadConfig({ DATA_DIR: '' }).dataDir).toBe(projectPath('data'));
      expect(loadConfig({ DATA_DIR: 'srv/fuel' }).dataDir).toBe('/srv/fuel');
      expect(loadConfig({ DATA_DIR: '/var/lib/fuel' }).dataDir).toBe('/var/lib/fuel');
    } finally {
      process.chdir(cwd);
    }
  });

  it('reads the monthly query budget as a positive whole number, none when unset', () => {
    expect(loadConfig({}).monthlyQueryBudget).toBeNull();
    expect(loadConfig({ MONTHLY_QUERY_BUDGET: '' }).monthlyQueryBudget).toBeNull();
    expect(loadConfig({ MONTHLY_QUERY_BUDGET: '2000000' }).monthlyQueryBudget).toBe(2_000_000);
    for (const wrong of ['0', '-5', '1.5', 'lots']) {
      expect(() => loadConfig({ MONTHLY_QUERY_BUDGET: wrong }), wrong).toThrow(/MONTHLY_QUERY_BUDGET/);
    }
  });

  it('reads RATE_LIMITS as on (the default) or off, and refuses anything else rather than switch the limits off', () => {
    expect(loadConfig({}).rateLimits).toBe(true);
    expect(loadConfig({ RATE_LIMITS: 'on' }).rateLimits).toBe(true);
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    for (const wrong of ['of', 'false', 'OFF ', 'no']) {
      expect(() => loadConfig({ RATE_LIMITS: wrong }), wrong).toThrow(/RATE_LIMITS must be on or off/);
    }
  });

  it('reads the switched-off operations as a comma-separated list', () => {
    expect([...loadConfig({ DISABLED_ENDPOINTS: ' getPrices, listRoutes ,' }).disabledOperations]).toEqual([
      'getPrices',
      'listRoutes',
    ]);
  });

  it('reads TRUST_PROXY as hops, addresses or ranges, and refuses what it cannot read', () => {
    const hop = (env: Record<string, string>) => loadConfig(env).trustProxy('203.0.113.9', 0);
    expect(hop({})).toBe(false);
    expect(hop({ TRUST_PROXY: '1' })).toBe(true);
    expect(hop({ TRUST_PROXY: 'loopback' })).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy('127.0.0.1', 0)).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('reads ALLOWED_HOSTS as a comma-separated list in lower case', () => {
    expect([...loadConfig({ ALLOWED_HOSTS: ' API.example , api.example:8443,' }).allowedHosts]).toEqual([
      'api.example',
      'api.example:8443',
    ]);
    expect(loadConfig({}).allowedHosts.size).toBe(0);
  });

  it('reads WEB_CONCURRENCY as a number of workers, one when unset, the cores for auto', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '' }).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(loadConfig({ WEB_CONCURRENCY: 'auto' }).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ WEB_CONCURRENCY: 'AUTO' }).webConcurrency).toBe(availableParallelism());
    for (const wrong of ['0', '-1', '1.5', 'many', '257']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: wrong }), wrong).toThrow(/WEB_CONCURRENCY.*got/);
    }
  });

  it('reads REDIS_URL, empty (this machine counts) when unset', () => {
    expect(loadConfig({}).redisUrl).toBe('');
    expect(loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379/1' }).redisUrl).toBe('redis://10.0.0.5:6379/1');
  });

  it('reads MCP_ALLOWED_ORIGINS as origins written as browsers send them, or *; refuses paths and other schemes', () => {
    expect(loadConfig({}).mcpAllowedOrigins).toEqual([]);
    expect(
      loadConfig({ MCP_ALLOWED_ORIGINS: ' https://App.Example.es , http://localhost:8080/, https://x.example:443' })
        .mcpAllowedOrigins,
    ).toEqual(['https://app.example.es', 'http://localhost:8080', 'https://x.example']);
    expect(loadConfig({ MCP_ALLOWED_ORIGINS: '*' }).mcpAllowedOrigins).toEqual(['*']);
    for (const wrong of [
      'app.example.es',
      'https://app.example.es/mcp',
      'ftp://app.example.es',
      'https://u:p@a.es',
      'https://a.es?x=1',
    ]) {
      expect(() => loadConfig({ MCP_ALLOWED_ORIGINS: wrong }), wrong).toThrow(/MCP_ALLOWED_ORIGINS must be .*got/);
    }
  });
});
