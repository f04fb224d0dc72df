// The Dockerfile and compose.yaml cannot be run here (no container engine): what they say is checked against the
// project instead, so they cannot drift from it: the npm scripts they run exist, the health check asks a real route,
// the runtime runs compiled output as an unprivileged user, the fleet has one writer and read-only replicas, and the
// edge runs the shipped deploy/nginx.conf (test/edge-cache.integration.test.ts runs it in a real nginx) in front of them.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTENT_DIR } from '../content/lib/load-content.js';
import { OPENAPI_PATH } from '../core/contract.js';
import { PROJECT_ROOT } from '../core/project-files.js';
import { SAMPLE_DATA_FOLDER } from '../etl/sample/data-files.js';
import { OPERATIONS } from '../generated/operations.js';
import { TAX_TABLE_PATH } from '../handlers/calculators/taxes-table.js';
import { REPO_ROOT } from './support/data-paths.js';
import { findDirectives, parseNginx } from './support/nginx-config.js';
import { EDGE_INSTANCES_FILE, EDGE_LISTEN_FILE } from './support/nginx-server.js';
import { startScriptCommand } from './support/start-script.js';

const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

/** Dockerfile instructions (continuation lines joined), as [keyword, rest]. */
function instructions(text: string): [string, string][] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return [keyword.toUpperCase(), rest.join(' ')];
    });
}

/** Every npm script a command runs (`npm start`, `npm run x`, `npm test`). */
function npmScripts(command: string): string[] {
  return [...command.matchAll(/\bnpm\s+(?:run(?:-script)?\s+([\w:-]+)|(start|test))\b/g)].map(
    (m) => (m[1] ?? m[2]) as string,
  );
}

const shellOf = (rest: string): string => (rest.startsWith('[') ? (JSON.parse(rest) as string[]).join(' ') : rest);

/** What COPY lines put in the image at the same path under WORKDIR /app as in the project (`COPY content ./content`). */
function copiedInPlace(copies: string[]): string[] {
  return copies.flatMap((rest) => {
    const parts = rest.split(/\s+/).filter((part) => !part.startsWith('--'));
    const dest = parts.pop() ?? '';
    return parts
      .map((source) => source.replace(/^\/app\//, ''))
      .filter(
        (source) => posix.normalize(dest.endsWith('/') ? posix.join(dest, posix.basename(source)) : dest) === source,
      );
  });
}

/** Files the service reads at run time from the project's tree, found through core/project-files.ts. */
const READ_AT_RUN_TIME = [OPENAPI_PATH, CONTENT_DIR, TAX_TABLE_PATH, join(PROJECT_ROOT, SAMPLE_DATA_FOLDER)].map(
  (path) => relative(PROJECT_ROOT, path),
);

/** Whether a .dockerignore line leaves `path` out: patterns are anchored at the context's root, `**` is anywhere. */
const hides = (entry: string, path: string): boolean =>
  entry.startsWith('**/')
    ? `/${path}/`.includes(`/${entry.slice(3)}/`)
    : path === entry || path.startsWith(`${entry}/`);

describe('Dockerfile', () => {
  const steps = instructions(read('Dockerfile'));
  const stages = steps.flatMap(([keyword], i) => (keyword === 'FROM' ? [i] : []));
  const runtime = steps.slice(stages.at(-1));

  it('is multi-stage: the last stage copies the compiled output from a build stage', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const copies = runtime.filter(([keyword]) => keyword === 'COPY').map(([, rest]) => rest);
    expect(copies.some((c) => /--from=\w+ \/app\/dist /.test(c))).toBe(true);
    expect(runtime.some(([k, rest]) => k === 'RUN' && rest.includes('--omit=dev'))).toBe(true);
  });

  it('runs only npm scripts that package.json defines, and the runtime starts with npm start', () => {
    const commands = steps.filter(([k]) => k === 'RUN' || k === 'CMD').map(([, rest]) => shellOf(rest));
    const used = commands.flatMap(npmScripts);
    expect(used).toContain('build');
    for (const name of used) expect(scripts, `npm script ${name}`).toHaveProperty(name);
    expect(shellOf(runtime.find(([k]) => k === 'CMD')?.[1] ?? '')).toBe('npm start');
    expect(scripts.start).toMatch(/\bnode(?: --[\w-]+(?:=\S+)?)* dist\/main\/server\.js$/);
  });

  it('copies in place the files read at run time, the sample’s data among them (tsc leaves it out of dist/)', () => {
    expect(runtime.find(([k]) => k === 'WORKDIR')?.[1]).toBe('/app');
    const copied = copiedInPlace(runtime.filter(([k]) => k === 'COPY').map(([, rest]) => rest));
    expect(READ_AT_RUN_TIME).toContain('etl/sample/data');
    for (const path of READ_AT_RUN_TIME) {
      expect(existsSync(join(REPO_ROOT, path)), path).toBe(true);
      expect(
        copied.filter((c) => path === c || path.startsWith(`${c}/`)),
        `${path} copied into the runtime stage`,
      ).not.toEqual([]);
    }
  });

  it('runs as an unprivileged user', () => {
    const users = runtime.filter(([k]) => k === 'USER').map(([, rest]) => rest);
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0', '0:0']).not.toContain(users.at(-1));
  });

  it('sets every variable the start script sets, with the same value (a `node` run by hand gets them too)', () => {
    const env = runtime
      .filter(([k]) => k === 'ENV')
      .flatMap(([, rest]) => rest.split(/\s+/))
      .map((pair) => pair.split('='));
    const { env: startEnv } = startScriptCommand();
    expect(Object.keys(startEnv)).toContain('MALLOC_ARENA_MAX');
    for (const [name, value] of Object.entries(startEnv)) expect(env, name).toContainEqual([name, value]);
  });

  it('checks health on a real route, and keeps DATA_DIR in a volume', () => {
    const check = runtime.find(([k]) => k === 'HEALTHCHECK')?.[1] ?? '';
    const path = /(\/v1\/[a-z/-]+)/.exec(check)?.[1];
    expect(path).toBe('/v1/status');
    expect(OPERATIONS.some((o) => o.method === 'GET' && o.path === path)).toBe(true);
    const dataDir = /DATA_DIR=(\S+)/.exec(runtime.find(([k]) => k === 'ENV')?.[1] ?? '')?.[1];
    expect(dataDir).toBe('/data');
    expect(runtime.some(([k, rest]) => k === 'VOLUME' && rest.includes(dataDir as string))).toBe(true);
  });

  it('has a .dockerignore that leaves local builds, data and modules out of the context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'dist', 'data']) expect(ignored).toContain(entry);
    // `data` leaves out ./data, not etl/sample/data.
    for (const path of READ_AT_RUN_TIME)
      expect(
        ignored.filter((e) => e !== '' && hides(e, path)),
        path,
      ).toEqual([]);
  });
});

interface ComposeService {
  build?: unknown;
  image?: string;
  command?: string[] | string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  deploy?: { replicas?: number };
}

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as { services: Record<string, ComposeService> };
  const { redis, refresher, api } = compose.services;
  const command = (service: ComposeService | undefined) =>
    Array.isArray(service?.command) ? service.command.join(' ') : (service?.command ?? '');

  it('has Redis, one refresher and two API replicas', () => {
    expect(existsSync(join(REPO_ROOT, 'compose.yaml'))).toBe(true);
    expect(redis?.image).toMatch(/^redis:/);
    expect(refresher?.deploy?.replicas ?? 1).toBe(1);
    expect(api?.deploy?.replicas).toBe(2);
  });

  it('refreshes with npm run etl and serves with npm start, both real scripts', () => {
    expect(npmScripts(command(refresher))).toEqual(['etl']);
    expect(npmScripts(command(api))).toEqual(['start']);
    for (const name of [...npmScripts(command(refresher)), ...npmScripts(command(api))])
      expect(scripts).toHaveProperty(name);
  });

  it('has one writer of DATA_DIR: the replicas never refresh, mount it read-only and share limits in Redis', () => {
    expect(api?.environment?.REFRESH).toBe('false');
    expect(api?.environment?.REDIS_URL).toMatch(/^redis:\/\/redis:/);
    expect(api?.volumes?.every((v) => v.endsWith(':ro'))).toBe(true);
    const writable = Object.values(compose.services).filter((s) =>
      s.volumes?.some((v) => v.split(':')[1] === '/data' && !v.endsWith(':ro')),
    );
    expect(writable).toEqual([refresher]);
  });
});

describe('the edge in compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as { services: Record<string, ComposeService> };
  const { edge, api } = compose.services;
  const args = Array.isArray(edge?.command) ? edge.command : [];
  const option = (name: string) => args[args.indexOf(name) + 1] ?? '';
  /** compose.yaml's bind mounts of the edge, as [folder in the project, path in the container]. */
  const mounts = (edge?.volumes ?? []).filter((v) => v.startsWith('./')).map((v) => v.split(':'));
  const configPath = option('-c');
  const mountedFrom = mounts.find(([, inside]) => configPath.startsWith(`${inside}/`));
  const config = parseNginx(read('deploy/nginx.conf'));
  const included = findDirectives(config, 'include').map((d) => d.args[0]);
  const deployFile = (name: string) => parseNginx(read(posix.join('deploy', name)));
  /** The service's port inside its container: PORT from the Dockerfile, unless compose sets its own. */
  const apiPort = Number(api?.environment?.PORT ?? /\bPORT=(\d+)/.exec(read('Dockerfile'))?.[1]);

  it('runs nginx on the shipped deploy/nginx.conf, mounted read-only with the files it includes', () => {
    expect(edge?.image).toMatch(/^nginx:/);
    expect(args[0]).toBe('nginx');
    expect(option('-g')).toContain('daemon off;');
    // Relative paths of the configuration (cache, temporary files, pid) land under the prefix: a volume.
    expect(option('-p')).toMatch(/\/$/);
    const prefixVolume = (edge?.volumes ?? []).find((v) => v.split(':')[1] === option('-p').replace(/\/$/, ''));
    expect(prefixVolume).toBeDefined();
    expect(prefixVolume?.startsWith('./')).toBe(false);
    expect(option('-e')).toBe('stderr');
    expect(mountedFrom?.[0]).toBe('./deploy');
    expect(mountedFrom?.[2]).toBe('ro');
    expect(configPath).toBe(`${mountedFrom?.[1]}/nginx.conf`);
    expect(included.sort()).toEqual([EDGE_INSTANCES_FILE, EDGE_LISTEN_FILE].sort());
    for (const name of included) expect(existsSync(join(REPO_ROOT, 'deploy', name as string)), name).toBe(true);
  });

  it('sends requests to the API replicas, at the port the service listens on', () => {
    const servers = deployFile(EDGE_INSTANCES_FILE).filter((d) => d.name === 'server');
    expect(servers.length).toBeGreaterThan(0);
    for (const {
      args: [address = ''],
    } of servers) {
      const [host, port] = address.split(':');
      expect(compose.services, `${address} names a compose service`).toHaveProperty(host as string);
      expect(host).toBe('api');
      expect(Number(port)).toBe(apiPort);
    }
    expect(apiPort).toBe(3000);
    // The upstream block holds the instances, as the tests' own nginx-instances.conf does.
    const upstream = findDirectives(config, 'upstream')[0];
    expect(upstream?.block?.some((d) => d.name === 'include' && d.args[0] === EDGE_INSTANCES_FILE)).toBe(true);
  });

  it('keeps /metrics off the published port: the edge answers it itself, and the replicas publish nothing', () => {
    const [server] = findDirectives(config, 'server').filter((d) => d.block);
    const metrics = server?.block?.find((d) => d.name === 'location' && d.args.join(' ') === '= /metrics');
    const directives = (metrics?.block ?? []).map((d) => d.name);
    expect(directives).toContain('return');
    expect(directives).not.toContain('proxy_pass');
    expect((metrics?.block ?? []).find((d) => d.name === 'return')?.args[0]).toBe('404');
    // A scraper reaches each replica on the compose network (api:3000), as docs/deploying.md says.
    expect(api?.ports).toBeUndefined();
    expect(api?.environment?.METRICS ?? 'true').not.toBe('false');
    expect(read('docs/deploying.md')).toMatch(/The shipped edge .* denies `\/metrics`/);
  });

  it('publishes the port nginx listens on, and only the edge is published: the replicas trust it as one proxy', () => {
    const listens = deployFile(EDGE_LISTEN_FILE).filter((d) => d.name === 'listen');
    expect(listens).toHaveLength(1);
    const listenPort = Number(listens[0]?.args[0]?.split(':').at(-1));
    const published = (edge?.ports ?? []).map((p) => p.split(':').map(Number));
    expect(published.map(([, inside]) => inside)).toEqual([listenPort]);
    const services = Object.entries(compose.services).filter(([, s]) => s.ports !== undefined);
    expect(services.map(([name]) => name)).toEqual(['edge']);
    // nginx appends the address it saw to X-Forwarded-For: with TRUST_PROXY=1 that is the client the limits count.
    expect(api?.environment?.TRUST_PROXY).toBe('1');
    expect(new URL(api?.environment?.PUBLIC_API_URL ?? '').port).toBe(String(published[0]?.[0]));
  });
});
