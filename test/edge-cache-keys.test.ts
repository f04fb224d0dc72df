// The shipped edge's cache key (deploy/nginx.conf) against the service's own negotiation: the header normalisation
// its maps write must give the language, coding and representation the service would choose, for every header of the
// realistic population and for every list of the shape browsers send; where nginx's maps only approximate, the
// result is still a choice the client accepts, and the cases documented in docs/edge-cache.md are pinned here.
// test/edge-cache.integration.test.ts runs the same file in a real nginx.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negotiateLanguage, preferredLanguage } from '../runtime/accept-language.js';
import { prefersHtml } from '../server/http/accept.js';
import { type ContentCoding, preferredCoding } from '../server/http/http-rules.js';
import { browserHeaders } from './support/browser-headers.js';
import {
  type Directive,
  findDirectives,
  type NginxMap,
  nginxMaps,
  parseNginx,
  variableValue,
} from './support/nginx-config.js';
import { EDGE_CONFIG } from './support/nginx-server.js';

const config = parseNginx(readFileSync(EDGE_CONFIG, 'utf8'));
const maps = nginxMaps(config);
const map = (variable: string): NginxMap => {
  const found = maps.get(variable);
  if (!found) throw new Error(`deploy/nginx.conf has no map for ${variable}`);
  return found;
};
const edgeLanguage = (header: string) => variableValue(maps, '$edge_language', { $http_accept_language: header });
const edgeCoding = (header: string) =>
  variableValue(maps, '$edge_negotiated_coding', { $http_accept_encoding: header });
const edgeIndex = (header: string) => variableValue(maps, '$edge_index_representation', { $http_accept: header });
const population = browserHeaders();

describe('the maps read the headers the service negotiates on', () => {
  it('from the client’s headers, each to the values the service distinguishes', () => {
    // Each through its bounded prefix (below).
    expect(map(map('$edge_language').source).source).toBe('$http_accept_language');
    expect(map(map('$edge_negotiated_coding').source).source).toBe('$http_accept_encoding');
    expect(map(map('$edge_index_representation').source).source).toBe('$http_accept');
    for (const header of ['', 'fr', 'en', 'es-ES,es;q=0.9']) expect(['es', 'en']).toContain(edgeLanguage(header));
    for (const header of ['', 'deflate', 'gzip', 'br'])
      expect(['br', 'gzip', 'identity']).toContain(edgeCoding(header));
  });
});

describe('each negotiated header is read on a bounded prefix (deploy/nginx.conf: bounded work per request)', () => {
  const bounded = {
    $edge_bounded_accept_language: '$http_accept_language',
    $edge_bounded_accept_encoding: '$http_accept_encoding',
    $edge_bounded_accept: '$http_accept',
  };

  it('its elements that end within the first 512 characters; a first element longer than that is no header', () => {
    for (const [variable, header] of Object.entries(bounded)) {
      const prefix = (value: string) => variableValue(maps, variable, { [header]: value });
      expect(prefix('es-ES,es;q=0.9,en;q=0.8'), variable).toBe('es-ES,es;q=0.9,en;q=0.8');
      expect(prefix(''), variable).toBe('');
      const list = Array.from({ length: 300 }, (_, i) => `x${i}`).join(',');
      const read = prefix(list);
      expect(read.length, variable).toBeLessThanOrEqual(512);
      expect(list.startsWith(`${read},`), variable).toBe(true);
      expect(list.slice(read.length + 1).split(',')[0]?.length, variable).toBeGreaterThan(512 - read.length - 1);
      expect(prefix(`en-a;q=${' '.repeat(7950)}0`), variable).toBe('');
    }
  });
});

describe('Accept-Language → es | en', () => {
  it('agrees with the service for every value of the realistic population', () => {
    const wrong = population.acceptLanguage
      .map(([header]) => header)
      .filter((header) => edgeLanguage(header) !== negotiateLanguage(header));
    expect(wrong).toEqual([]);
    // Both outcomes occur: the population is not all Spanish.
    expect(population.acceptLanguage.filter(([header]) => edgeLanguage(header) === 'en').length).toBeGreaterThan(20);
  });

  it('reads a q written with spaces as the service does: `q= 0` refuses, `q= 0.5` does not', () => {
    for (const header of [
      'en;q= 0, es;q=0.5',
      'en; q = 0 ,fr',
      'en-GB;q=  0.000',
      'en;q= 0.5, es;q=0.4',
      'es;q= 0, en-US',
    ]) {
      expect(edgeLanguage(header), header).toBe(negotiateLanguage(header));
    }
  });

  /** A list as browsers write it: ranges with q falling (never 0), optionally a wildcard last. */
  const RANGES = [
    'es',
    'en',
    'es-ES',
    'es-419',
    'es-MX',
    'en-US',
    'en-GB',
    'en_GB',
    'ca',
    'ca-ES',
    'fr',
    'de-DE',
    'pt',
  ];
  const browserList = fc
    .tuple(
      fc.array(fc.constantFrom(...RANGES), { minLength: 1, maxLength: 6 }),
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 6, maxLength: 6 }),
      fc.option(fc.integer({ min: 1, max: 5 })),
      fc.constantFrom(',', ', '),
      fc.boolean(),
    )
    .map(([ranges, drops, wildcard, separator, upper]) => {
      let q = 10;
      const parts = ranges.map((range, i) => {
        if (i === 0) return range;
        q = Math.max(1, q - (drops[i] as number));
        return `${range};q=${q === 10 ? '1.0' : `0.${q}`}`;
      });
      if (wildcard !== null) parts.push(`*;q=0.${Math.min(wildcard, Math.max(1, q - 1))}`);
      const header = parts.join(separator);
      return upper ? header.toUpperCase() : header;
    });

  it('agrees with the service for every list in falling q order (the lists browsers send)', () => {
    fc.assert(
      fc.property(browserList, (header) => {
        expect(edgeLanguage(header), header).toBe(preferredLanguage(header));
      }),
      { numRuns: 5000 },
    );
  });

  // docs/edge-cache.md lists these: lists no browser writes, where order does not follow q.
  it.each([
    ['es;q=0.5, en', 'en', 'es'],
    ['*, es;q=0.9', 'en', 'es'],
    ['en-US, es;q=0, *', 'en', 'en'],
    ['es-ES;q=0, *', 'en', 'es'],
  ])('approximates %j: the service says %s, the edge %s (and asks the service for that)', (header, service, edge) => {
    expect(preferredLanguage(header)).toBe(service);
    expect(edgeLanguage(header)).toBe(edge);
  });
});

/** Whether the client accepts `coding` (identity always): named with q > 0, or not named and * with q > 0. */
function accepts(header: string, coding: ContentCoding): boolean {
  if (coding === 'identity') return true;
  const q = (name: string) => {
    const element = header
      .split(',')
      .map((part) => part.split(';').map((piece) => piece.trim().toLowerCase()))
      .find(([range]) => range === name);
    if (!element) return undefined;
    const parameter = element.slice(1).find((p) => p.replace(/\s/g, '').startsWith('q='));
    return parameter === undefined ? 1 : Number(parameter.replace(/\s/g, '').slice(2));
  };
  return (q(coding) ?? q('*') ?? 0) > 0;
}

describe('Accept-Encoding → br | gzip | identity', () => {
  it('agrees with the service for every value of the realistic population', () => {
    const wrong = population.acceptEncoding
      .map(([header]) => header)
      .filter((header) => edgeCoding(header) !== preferredCoding(header));
    expect(wrong).toEqual([]);
  });

  const CODINGS = ['br', 'gzip', 'deflate', 'zstd', 'identity', '*', 'compress'];
  const Q = ['', ';q=1', ';q=1.0', ';q=0.8', ';q=0.5', ';q=0.1', ';q=0', ';q=0.0', ' ; q=0.5'];
  // Each coding named once: a header naming one twice has no meaning HTTP defines.
  const anyList = fc
    .uniqueArray(fc.tuple(fc.constantFrom(...CODINGS), fc.constantFrom(...Q)), {
      minLength: 0,
      maxLength: 5,
      selector: ([coding]) => coding,
    })
    .map((elements) => elements.map(([coding, q]) => `${coding}${q}`).join(', '));

  it('never picks a coding the client refused, and agrees with the service when br or gzip is asked at q=1', () => {
    fc.assert(
      fc.property(anyList, (header) => {
        const coding = edgeCoding(header) as ContentCoding;
        expect(accepts(header, coding), header).toBe(true);
        if (/(?:^|,)\s*(?:br|gzip)(?:;q=1(?:\.0)?)?(?:,|$)/.test(header))
          expect(coding, header).toBe(preferredCoding(header));
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    ['gzip;q=0.9, br;q=0.5', 'gzip', 'br'],
    ['gzip;q=0.5, *;q=0.8', 'br', 'gzip'],
  ])('approximates %j: the service says %s, the edge %s (a coding the client accepts)', (header, service, edge) => {
    expect(preferredCoding(header)).toBe(service);
    expect(edgeCoding(header)).toBe(edge);
  });
});

describe('Accept on / → html | json', () => {
  it('agrees with the service for every value of the realistic population', () => {
    const wrong = population.accept
      .map(([header]) => header)
      .filter((header) => (edgeIndex(header) === 'html') !== prefersHtml(header));
    expect(wrong).toEqual([]);
  });

  it.each([['text/*;q=0.9, application/json;q=0.8'], ['text/html;q=0.9, application/json;q=0.8']])(
    'approximates %j: the service gives the page, the edge asks for the index',
    (header) => {
      expect(prefersHtml(header)).toBe(true);
      expect(edgeIndex(header)).toBe('json');
    },
  );
});

/** The location blocks of the server, by their arguments ("/v1/", "= /"). */
function locations(): Map<string, Directive[]> {
  const [server] = findDirectives(config, 'server').filter((d) => d.block);
  return new Map(
    (server?.block ?? []).filter((d) => d.name === 'location').map((d) => [d.args.join(' '), d.block ?? []]),
  );
}
const argsOf = (block: readonly Directive[], name: string) => block.find((d) => d.name === name)?.args ?? [];

describe('the key and the request upstream say the same', () => {
  const [server] = findDirectives(config, 'server').filter((d) => d.block);
  const serverBlock = server?.block ?? [];
  const upstreamHeader = (name: string) =>
    serverBlock.find((d) => d.name === 'proxy_set_header' && d.args[0] === name)?.args[1];

  it('sends the instance the normalised headers, so it answers exactly what the key names', () => {
    expect(upstreamHeader('Accept-Language')).toBe('$edge_language');
    expect(upstreamHeader('Accept-Encoding')).toBe('$edge_coding');
    expect(upstreamHeader('Accept')).toBe('$edge_accept');
    expect(map('$edge_accept').lookup('/')).toBe('$edge_index_accept');
    expect(map('$edge_accept').lookup('/v1/prices')).toBe('$http_accept');
    expect(map('$edge_index_accept').lookup('html')).toBe('text/html');
    expect(map('$edge_index_accept').lookup('json')).toBe('application/json');
    expect(map('$edge_coding').lookup('')).toBe('$edge_negotiated_coding');
    expect(map('$edge_coding').lookup('bytes=0-99')).toBe('identity');
    // No location sets headers of its own (which would drop the server's).
    for (const block of locations().values()) expect(block.some((d) => d.name === 'proxy_set_header')).toBe(false);
  });

  it('keys every cached location on the coding, the answers in two languages on the language, / on Accept', () => {
    const cached = [...locations()].filter(([, block]) => block.some((d) => d.name === 'proxy_cache'));
    expect(cached.map(([path]) => path).sort()).toEqual(['/docs', '/downloads/', '/home/', '/v1/', '= /']);
    for (const [path, block] of cached) {
      const key = argsOf(block, 'proxy_cache_key')[0] ?? '';
      expect(key, path).toContain('$request_uri');
      expect(key, path).toContain('$http_host');
      expect(key, path).toContain('$edge_coding');
      expect(key.includes('$edge_language'), path).toBe(!['/downloads/', '/home/'].includes(path));
      expect(key.includes('$edge_index_representation'), path).toBe(path === '= /');
    }
    expect(argsOf(serverBlock, 'proxy_ignore_headers')).toContain('Vary');
  });

  it('never caches /mcp and /metrics, and honours the answer’s stale-while-revalidate and errors with stale copies', () => {
    const root = locations().get('/') ?? [];
    expect(root.some((d) => d.name === 'proxy_cache')).toBe(false);
    expect(serverBlock.some((d) => d.name === 'proxy_cache')).toBe(false);
    expect(argsOf(serverBlock, 'proxy_cache_use_stale')).toEqual(
      expect.arrayContaining(['error', 'timeout', 'http_500', 'http_502', 'http_503', 'http_504']),
    );
    // Not `updating`: the answer's own stale-while-revalidate says how long an expired copy may stand in.
    expect(argsOf(serverBlock, 'proxy_cache_use_stale')).not.toContain('updating');
    expect(argsOf(serverBlock, 'proxy_cache_background_update')).toEqual(['on']);
    expect(argsOf(serverBlock, 'proxy_cache_revalidate')).toEqual(['on']);
    expect(upstreamHeader('X-Forwarded-For')).toBe('$proxy_add_x_forwarded_for');
    expect(upstreamHeader('X-Forwarded-Proto')).toBe('$scheme');
  });
});
