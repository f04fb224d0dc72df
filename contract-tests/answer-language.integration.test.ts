// One language per answer, over real HTTP on the embedded sample: every operation in Spanish (the default) and in
// English as Accept-Language asks, with Content-Language, Vary, an ETag and a cache entry per language; and a broad
// corpus of bad requests (the fuzzer's arbitraries, mutations of every valid call, the hostile corpus) whose
// problems never mix the languages: an English request never reads a Spanish title or detail, nor the other way.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../core/language.js';
import { PROBLEM_TITLES, type ProblemCode } from '../core/problem.js';
import { SAMPLE_SERVED } from '../core/refresh-outcome.js';
import { OPERATIONS } from '../generated/operations.js';
import type { Dataset } from '../store/dataset.js';
import { loadDataset, sampleDataDir } from '../test/support/datasets.js';
import { startTestServer, type TestServer } from '../test/support/test-server.js';
import { expectWrittenIn, languageMarks } from '../test/support/written-in.js';
import { HOST, HOSTILE_REQUESTS } from './hostile-requests.js';
import { type RawResponse, sendRaw } from './raw-http.js';
import { planBody, requestFor, routeBody } from './request-arbitraries.js';
import { type Call, validCalls } from './valid-calls.js';

/** Operations whose data quotes the project's Spanish guides, posts and routes. */
const EDITORIAL_PATHS = [/^\/v1\/content/, /^\/v1\/routes/];

/** Accept-Language headers and the language each must get. */
const HEADERS: [string | undefined, Language][] = [
  [undefined, 'es'],
  ['es', 'es'],
  ['en', 'en'],
  ['en-GB,en;q=0.9', 'en'],
  ['fr-FR, fr;q=0.9, en;q=0.5', 'en'],
  ['en;q=0.3, es-ES', 'es'],
  ['en;q=nonsense', 'es'],
];

interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ProblemCode;
}

let server: TestServer;
let dataset: Dataset;
let calls: Call[];

beforeAll(async () => {
  dataset = await loadDataset(sampleDataDir());
  server = await startTestServer();
  server.store.swap(dataset, server.clock.now());
  calls = validCalls(dataset);
});
afterAll(() => server?.close());

function send(call: Pick<Call, 'path' | 'method' | 'body'>, language?: string, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...extra };
  if (language !== undefined) headers['Accept-Language'] = language;
  if (call.method === 'POST') headers['Content-Type'] = 'application/json';
  return server.request(call.path, {
    method: call.method ?? 'GET',
    headers,
    ...(call.method === 'POST' ? { body: JSON.stringify(call.body) } : {}),
  });
}

/** The string leaves of a JSON value, by their path. */
function leaves(value: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(path, value);
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) leaves(item, `${path}[${i}]`, out);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) leaves(item, `${path}.${key}`, out);
  }
  return out;
}

describe('every operation answers in the language Accept-Language prefers', () => {
  it('with Content-Language and Vary: Accept-Language, for each form of the header', async () => {
    for (const call of calls) {
      const editorial = EDITORIAL_PATHS.some((pattern) => pattern.test(call.path));
      for (const [header, language] of HEADERS) {
        const response = await send(call, header);
        const where = `${call.method ?? 'GET'} ${call.path} with ${header ?? 'no Accept-Language'}`;
        expect(response.status, where).toBe(200);
        if (call.path === '/v1/openapi') {
          expect(response.headers.get('content-language'), where).toBe('en');
          expect(response.headers.get('vary'), where).not.toMatch(/Accept-Language/);
          continue;
        }
        const expected = editorial && language === 'en' ? 'en, es' : language;
        if (editorial && language === 'en') {
          // Only an answer that quotes no guide, post or route (an empty search) is English alone.
          expect(['en, es', 'en'], where).toContain(response.headers.get('content-language'));
        } else expect(response.headers.get('content-language'), where).toBe(expected);
        expect(response.headers.get('vary'), where).toMatch(/(^|, )Accept-Language$/);
        const { meta } = (await response.json()) as { meta: { source: string; attribution: string } };
        if (language === 'en') {
          expect(meta.source, where).toMatch(/^SYNTHETIC SAMPLE .*not real prices/);
          expect(meta.attribution, where).toMatch(/^Sample data .*not real prices/);
        } else {
          expect(meta.source, where).toMatch(/^MUESTRA SINTÉTICA .*no son precios reales/);
          expect(meta.attribution, where).toMatch(/^Datos de muestra .*no son precios reales/);
        }
      }
    }
  }, 120_000);

  it('changes only the texts: the same fields, codes and figures, each differing text in its own language', async () => {
    for (const call of calls.filter((c) => c.path !== '/v1/openapi')) {
      const [es, en] = await Promise.all([send(call, 'es'), send(call, 'en')]);
      const spanish = leaves(((await es.json()) as { data: unknown }).data);
      const english = leaves(((await en.json()) as { data: unknown }).data);
      expect([...english.keys()], call.path).toEqual([...spanish.keys()]);
      for (const [path, text] of spanish) {
        const translated = english.get(path) ?? '';
        if (translated === text) continue;
        expect(languageMarks(translated).es, `${call.path} ${path}: ${translated}`).toEqual([]);
        expect(languageMarks(text).en, `${call.path} ${path}: ${text}`).toEqual([]);
      }
    }
  });

  it('labels, names and sentences of data: fuels, Spain, the tax breakdown, the status and the index', async () => {
    const read = async (path: string, language: Language) =>
      ((await (await send({ path }, language)).json()) as { data: Record<string, unknown> }).data;
    const prices = (language: Language) => read('/v1/prices?fuel=diesel', language);
    expect(await prices('es')).toMatchObject({ area: { name: 'España' }, fuels: [{ label: 'Gasóleo A' }] });
    expect(await prices('en')).toMatchObject({ area: { name: 'Spain' }, fuels: [{ label: 'Diesel' }] });
    const breakdown = (language: Language) => read('/v1/calc/price-breakdown?fuel=diesel&province=28', language);
    const product = async (language: Language) =>
      ((await breakdown(language)).components as { component: string; label: string }[])[0];
    expect(await product('es')).toMatchObject({ component: 'product', label: 'Producto y margen' });
    expect(await product('en')).toMatchObject({ component: 'product', label: 'Product and margin' });
    for (const note of ((await breakdown('en')).notes as string[]) ?? []) expectWrittenIn(note, 'en', 'note');
    for (const note of ((await breakdown('es')).notes as string[]) ?? []) expectWrittenIn(note, 'es', 'nota');
    const index = async (language: Language) => ((await read('/', language)).endpoints as { summary: string }[])[0];
    expect((await index('es'))?.summary).toBe('Índice de la API');
    expect((await index('en'))?.summary).toBe('Index of the API');
    // As a server serving its embedded sample says it: the status then has a sentence to tell in each language.
    server.store.markRefreshFailed(server.clock.now(), SAMPLE_SERVED);
    const status = async (language: Language) =>
      ((await read('/v1/status', language)).last_refresh as { error: string }).error;
    expectWrittenIn(await status('en'), 'en');
    expectWrittenIn(await status('es'), 'es');
    server.store.swap(dataset, server.clock.now());
  });
});

describe('caches and validators per language', () => {
  it('keeps an English and a Spanish copy apart: each language gets its own, and a hit stays in its language', async () => {
    const path = '/v1/prices?level=province&code=28&fuel=gasoline_95';
    const answers: [Language, string, string][] = [];
    for (const language of ['es', 'en', 'es', 'en', 'en', 'es'] as const) {
      const response = await send({ path }, language);
      const body = (await response.json()) as { data: { fuels: { label: string }[] } };
      answers.push([language, response.headers.get('x-cache') ?? '', body.data.fuels[0]?.label ?? '']);
    }
    expect(answers).toEqual([
      ['es', 'miss', 'Gasolina 95 E5'],
      ['en', 'miss', 'Petrol 95 E5'],
      ['es', 'hit', 'Gasolina 95 E5'],
      ['en', 'hit', 'Petrol 95 E5'],
      ['en', 'hit', 'Petrol 95 E5'],
      ['es', 'hit', 'Gasolina 95 E5'],
    ]);
  });

  it('gives each language its own ETag; a 304 carries Vary but no Content-Language (RFC 9110, 15.4.5)', async () => {
    const path = '/v1/stations/cheapest?fuel=diesel&limit=3';
    const spanish = (await send({ path }, 'es')).headers.get('etag') ?? '';
    const english = (await send({ path }, 'en')).headers.get('etag') ?? '';
    expect(spanish).toMatch(/^W\/".+-es"$/);
    expect(english).toMatch(/^W\/".+-en"$/);
    const notModified = await send({ path }, 'en', { 'If-None-Match': english });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('vary')).toMatch(/Accept-Language/);
    expect(notModified.headers.get('content-language')).toBeNull();
    // The English copy does not validate a Spanish request: the Spanish answer comes whole.
    const changed = await send({ path }, 'es', { 'If-None-Match': english });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('content-language')).toBe('es');
  });
});

/** Checks a problem answered in `language` and returns it. */
function checkProblem(
  body: string,
  headers: { get(name: string): string | null },
  language: Language,
  where: string,
): Problem {
  expect(headers.get('content-type'), where).toMatch(/^application\/problem\+json/);
  expect(headers.get('content-language'), where).toBe(language);
  expect(headers.get('vary'), where).toMatch(/Accept-Language/);
  const problem = JSON.parse(body) as Problem;
  expect(problem.title, where).toBe(PROBLEM_TITLES[problem.code][language]);
  expectWrittenIn(problem.detail, language, where);
  return problem;
}

/** The same bad request in English and in Spanish: the same code, each text in its language, never the same text. */
async function comparePair(call: Pick<Call, 'path' | 'method' | 'body'>, rawBody?: string): Promise<boolean> {
  const answers = await Promise.all(
    (['en', 'es'] as const).map(async (language) => {
      const response = rawBody
        ? await server.request(call.path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
            body: rawBody,
          })
        : await send(call, language);
      return { response, text: await response.text(), language };
    }),
  );
  const [english, spanish] = answers as [(typeof answers)[number], (typeof answers)[number]];
  expect(english.response.status).toBe(spanish.response.status);
  if (english.response.status < 400) return false;
  const where = `${call.method ?? 'GET'} ${call.path}`;
  const en = checkProblem(english.text, english.response.headers, 'en', where);
  const es = checkProblem(spanish.text, spanish.response.headers, 'es', where);
  expect(es.code, where).toBe(en.code);
  expect(es.type, where).toBe(en.type);
  expect(es.detail, where).not.toBe(en.detail);
  return true;
}

describe('problems never mix the languages', () => {
  it("for the fuzzer's requests to every operation (arbitraries generated from openapi.yaml)", async () => {
    let problems = 0;
    for (const operation of OPERATIONS) {
      if (operation.method === 'POST') {
        const bodies = operation.path === '/v1/route/plan' ? planBody : routeBody;
        for (const body of fc.sample(bodies, { numRuns: 30, seed: 20261124 })) {
          const rawBody = JSON.stringify(body) ?? 'null';
          if (await comparePair({ path: operation.path, method: 'POST' }, rawBody)) problems++;
        }
        continue;
      }
      for (const path of fc.sample(requestFor(operation.path, 'GET'), { numRuns: 12, seed: 20261124 })) {
        if (await comparePair({ path })) problems++;
      }
    }
    expect(problems).toBeGreaterThan(200);
  }, 180_000);

  it('for every valid call made wrong: an unknown parameter, a repeated one, a wrong path, a wrong method', async () => {
    let problems = 0;
    for (const call of calls) {
      const join = call.path.includes('?') ? '&' : '?';
      const [path, query = ''] = call.path.split('?');
      const firstParameter = query.split('&')[0];
      const wrong: Pick<Call, 'path' | 'method' | 'body'>[] = [
        { ...call, path: `${call.path}${join}colour=red` },
        { ...call, path: `${path}.json${query ? `?${query}` : ''}` },
        { ...call, path: `${path}/nope` },
        ...(firstParameter ? [{ ...call, path: `${call.path}&${firstParameter}` }] : []),
        ...(call.method === 'POST' ? [{ path: call.path }] : [{ ...call, method: 'POST' as const, body: {} }]),
      ];
      for (const request of wrong) if (await comparePair(request)) problems++;
    }
    for (const rawBody of ['{', '', '{"points": 1}', '{"points":[[40.4,-3.7]]}', '[]', '{"points":[[40.4,-3.7]],}']) {
      if (await comparePair({ path: '/v1/route/fuel', method: 'POST' }, rawBody)) problems++;
      if (await comparePair({ path: '/v1/route/plan', method: 'POST' }, rawBody)) problems++;
    }
    // A plan no stop can complete: PLAN_NOT_FEASIBLE, its detail in each language.
    const stranded = {
      points: [
        [40.4, -3.7],
        [41.6, -0.9],
      ],
      tank_l: 10,
      start_l: 6,
      max_stops: 0,
    };
    expect(await comparePair({ path: '/v1/route/plan', method: 'POST' }, JSON.stringify(stranded))).toBe(true);
    expect(problems).toBeGreaterThan(calls.length * 3);
  }, 120_000);

  it('for the hostile corpus, sent byte for byte with Accept-Language en and es', async () => {
    const port = Number(new URL(server.url).port);
    let problems = 0;
    let expectedProblems = 0;
    for (const row of HOSTILE_REQUESTS) {
      const expected = Array.isArray(row.expected) ? row.expected : [row.expected];
      const answeredByApp = expected.filter((e) => e.by === 'app' && e.status !== 200).length;
      if (answeredByApp === 0 || !row.request.includes(HOST)) continue;
      expectedProblems += answeredByApp;
      const methods = row.methods ?? expected.map(() => 'GET');
      const inLanguage = (language: Language) =>
        sendRaw(port, Buffer.from(row.request.replaceAll(HOST, `${HOST}Accept-Language: ${language}\r\n`), 'latin1'), {
          methods,
        });
      const [english, spanish] = await Promise.all([inLanguage('en'), inLanguage('es')]);
      english.responses.forEach((answer: RawResponse, i) => {
        const other = spanish.responses[i] as RawResponse;
        if (answer.status < 400 || !answer.headers['content-type']?.startsWith('application/problem+json')) return;
        const header = (response: RawResponse) => ({ get: (name: string) => response.headers[name] ?? null });
        const en = checkProblem(answer.body, header(answer), 'en', row.name);
        const es = checkProblem(other.body, header(other), 'es', row.name);
        expect(es.code, row.name).toBe(en.code);
        expect(es.detail, row.name).not.toBe(en.detail);
        problems++;
      });
    }
    // Every problem the app answers in the corpus, each checked in both languages.
    expect(problems).toBe(expectedProblems);
    expect(problems).toBeGreaterThan(30);
  });

  it('for each form of the header on one bad request', async () => {
    for (const [header, language] of HEADERS) {
      const response = await send({ path: '/v1/prices?fuel=petrol' }, header);
      const problem = checkProblem(await response.text(), response.headers, language, header ?? 'no header');
      expect(problem.detail).toBe(
        language === 'en'
          ? 'fuel: "petrol" must be one of gasoline_95, gasoline_98, diesel, diesel_premium, lpg, cng'
          : 'fuel: "petrol" debe ser uno de gasoline_95, gasoline_98, diesel, diesel_premium, lpg, cng',
      );
    }
  });
});
