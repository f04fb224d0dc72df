import { describe, expect, it } from 'vitest';
import { FutureSourceError, GuardRejection, OutdatedSourceError } from './guards.js';
import { describeRefreshFailure } from './refresh-failure.js';
import { SourceError } from './source/source-error.js';
import { SchemaDriftError } from './transform/schema.js';
import { TerritoryListError } from './transform/territories.js';

const URL = 'https://sedeaplicaciones.minetur.gob.es/ServiciosRESTCarburantes/PreciosCarburantes/EstacionesTerrestres/';
const PATH = '/srv/fuel/data/history/days/.tmp-4242-0a1b2c3d4e5f.partial';

const fsError = (code: string, text: string) =>
  Object.assign(new Error(`${code}: ${text}, open '${PATH}'`), { code, syscall: 'open', path: PATH });

describe('a failed refresh, as /v1/status tells it', () => {
  const cases: [string, unknown, string][] = [
    [
      'timeout',
      new SourceError('timeout', 'no complete answer within 30000 ms', { url: URL, attempts: 3 }),
      'source_unreachable',
    ],
    [
      'network',
      new SourceError('network', 'request failed: ECONNREFUSED', { url: URL, attempts: 3 }),
      'source_unreachable',
    ],
    ['HTTP 503', new SourceError('http', 'HTTP 503', { url: URL, attempts: 3, status: 503 }), 'source_unreachable'],
    [
      'an HTML page',
      new SourceError('html', 'an HTML page instead of JSON', { url: URL, attempts: 1 }),
      'source_unreachable',
    ],
    ['a cut body', new SourceError('truncated', 'body cut off', { url: URL, attempts: 3 }), 'source_unreachable'],
    [
      'invalid JSON',
      new SourceError('invalid-json', 'invalid JSON: Unexpected token', { url: URL, attempts: 1 }),
      'source_invalid',
    ],
    ['a wrong shape', new SourceError('shape', 'not a station list', { url: URL, attempts: 1 }), 'source_invalid'],
    ['too deep', new SourceError('too-deep', 'nested too deep', { url: URL, attempts: 1 }), 'source_invalid'],
    ['past a bound', new SourceError('too-large', 'a record too large', { url: URL, attempts: 1 }), 'source_invalid'],
    ['schema drift', new SchemaDriftError('station list: "Precio Gasoleo A" missing'), 'source_invalid'],
    ['unknown territories', new TerritoryListError('Provincias: unknown province code "99"'), 'source_invalid'],
    [
      'a guard',
      new GuardRejection({
        en: '900 stations against 11385 in the last good snapshot',
        es: '900 estaciones frente a 11385 en la última instantánea buena',
      }),
      'guard_rejected',
    ],
    ['ENOSPC from node', fsError('ENOSPC', 'no space left on device'), 'storage_full'],
    ['EDQUOT from node', fsError('EDQUOT', 'disk quota exceeded'), 'storage_full'],
    [
      'ENOSPC from DuckDB',
      new Error(`IO Error: Could not write file "${PATH}": No space left on device`),
      'storage_full',
    ],
    ['EACCES', fsError('EACCES', 'permission denied'), 'storage_error'],
    ['EROFS', fsError('EROFS', 'read-only file system'), 'storage_error'],
    ['EIO', fsError('EIO', 'i/o error'), 'storage_error'],
    ['a DuckDB file error', new Error(`IO Error: Cannot open file "${PATH}": Permission denied`), 'storage_error'],
    [
      'an fs error wrapped as a cause',
      new Error('write failed', { cause: fsError('ENOSPC', 'no space') }),
      'storage_full',
    ],
    ['a bug', new TypeError(`Cannot read properties of undefined (reading 'id') at ${PATH}`), 'internal_error'],
    ['a thrown string', 'something odd', 'internal_error'],
  ];

  it.each(cases)(
    '%s: category and a sentence in each language without paths or addresses',
    (_name, error, category) => {
      const failure = describeRefreshFailure(error);
      expect(failure.category).toBe(category);
      for (const message of [failure.message.en, failure.message.es]) {
        expect(message).toMatch(/^[A-Z].*\.$/);
        expect(message).not.toMatch(/\/|https?:|minetur|tmp|partial|\n/);
      }
      expect(failure.message.es).not.toBe(failure.message.en);
    },
  );

  it('a guard rejection shows its reason, but not the records it quotes', () => {
    const failure = describeRefreshFailure(
      new GuardRejection(
        {
          en: '300 of 10000 records are invalid (3.0 % > 2 %)',
          es: '300 de 10000 registros no son válidos (3,0 % > 2 %)',
        },
        '4711: latitude "C:/x" out of range',
      ),
    );
    expect(failure.message).toEqual({
      en: 'The new data was refused by the data checks: 300 of 10000 records are invalid (3.0 % > 2 %).',
      es: 'Los datos nuevos no superaron las comprobaciones: 300 de 10000 registros no son válidos (3,0 % > 2 %).',
    });
  });
});

describe('a register older than the data served', () => {
  it('is its own category, saying both times in each language', () => {
    const failure = describeRefreshFailure(new OutdatedSourceError('2026-08-22T06:05:12Z', '2026-08-22T13:53:31Z'));
    expect(failure.category).toBe('source_outdated');
    expect(failure.message.en).toContain('older than the data served');
    expect(failure.message.es).toContain('anteriores a los que se sirven');
    expect(failure.message.en).toContain('2026-08-22T06:05:12Z');
  });
});

describe('a register dated ahead of the clock', () => {
  it('is its own category, saying both times in each language', () => {
    const failure = describeRefreshFailure(new FutureSourceError('2027-05-21T06:00:00Z', '2026-11-27T12:00:00Z'));
    expect(failure).toEqual({
      category: 'source_future_dated',
      message: {
        en: "The ministry's register answered data dated 2027-05-21T06:00:00Z, ahead of the clock (2026-11-27T12:00:00Z); it was refused.",
        es: 'El registro del Ministerio respondió datos con fecha 2027-05-21T06:00:00Z, posterior a la hora actual (2026-11-27T12:00:00Z); se rechazaron.',
      },
    });
  });
});
