// The streaming parser gives what JSON.parse of the whole text gives, however the text is cut into chunks, and fails
// as fetchJsonOnce classifies a body that JSON.parse refuses (looksTruncated: truncated, else invalid JSON).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nationalList } from '../../test/support/ministry-files.js';
import { looksTruncated } from './fetch-json.js';
import { LIST_BOUNDS, ListTextError, StationListParser, type StringCut } from './station-list-parser.js';

/** Parses `text` cut at `cuts`: the document with its records put back in the list. */
function parse(text: string, cuts: number[] = []): unknown {
  const records: unknown[] = [];
  const parser = new StationListParser((record, index) => {
    expect(index).toBe(records.length);
    records.push(record);
  });
  let from = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    parser.push(text.slice(from, cut));
    from = cut;
  }
  parser.push(text.slice(from));
  const document = parser.end() as Record<string, unknown>;
  expect(parser.count).toBe(records.length);
  if (records.length === 0) return document;
  expect(document.ListaEESSPrecio).toEqual([]);
  return { ...document, ListaEESSPrecio: records };
}

/** What fetchJsonOnce made of a body: its value, or the kind of its failure. */
function reference(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { failed: looksTruncated(text) ? 'truncated' : 'invalid-json' };
  }
}

function attempt(text: string, cuts: number[] = []): unknown {
  try {
    return parse(text, cuts);
  } catch (error) {
    if (error instanceof ListTextError) return { failed: error.kind };
    throw error;
  }
}

const record = fc.dictionary(
  fc.constantFrom('IDEESS', 'Rótulo', 'Dirección', 'Precio Gasoleo A', 'Horario', 'C.P.', 'x"y', 'a\\b'),
  fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom('1,549', '', 'S\\/N', '[{]}', ' , ')),
);
const stationList = fc.record({
  Fecha: fc.constantFrom('22/08/2026 15:53:31', '11/07/2026 0:00:00'),
  ListaEESSPrecio: fc.array(record, { maxLength: 6 }),
  Nota: fc.string(),
  ResultadoConsulta: fc.constantFrom('OK', 'Error'),
});
const cutsOf = (length: number) => fc.array(fc.integer({ min: 0, max: length }), { maxLength: 8 });

describe('StationListParser', () => {
  it('reads the national list of the fixtures as JSON.parse does, in chunks of any size', () => {
    const text = JSON.stringify(nationalList());
    for (const size of [1, 7, 4096, 65_536, text.length]) {
      const cuts = Array.from({ length: Math.ceil(text.length / size) }, (_, i) => i * size);
      expect(parse(text, cuts)).toEqual(JSON.parse(text));
    }
  });

  it('gives what JSON.parse gives, whatever the key order and whitespace, however the text is cut', () => {
    const keys = ['Fecha', 'ListaEESSPrecio', 'Nota', 'ResultadoConsulta'] as const;
    fc.assert(
      fc.property(
        stationList,
        fc.constantFrom(undefined, 1, '\t'),
        fc.shuffledSubarray([...keys], { minLength: 4 }),
        (list, indent, order) => {
          const members = order.map((key) => `${JSON.stringify(key)}: ${JSON.stringify(list[key], null, indent)}`);
          const text = ` {${members.join(indent ? ',\n' : ',')}} `;
          fc.assert(
            fc.property(cutsOf(text.length), (cuts) => {
              expect(parse(text, cuts)).toEqual(JSON.parse(text));
            }),
            { numRuns: 5 },
          );
        },
      ),
    );
  });

  it('fails a cut-off body as truncated and a malformed one as invalid JSON, as fetchJsonOnce does', () => {
    const text = JSON.stringify({
      Fecha: 'x',
      ListaEESSPrecio: [{ a: '1' }, { b: '[' }],
      Nota: '',
      ResultadoConsulta: 'OK',
    });
    for (let end = 0; end < text.length; end++) {
      expect(attempt(text.slice(0, end)), text.slice(0, end)).toEqual(reference(text.slice(0, end)));
    }
    const malformed = [
      '{"a":}',
      '{"a":"b"}x',
      '{"ListaEESSPrecio":[{"a":1},]}',
      '{"ListaEESSPrecio":[{"a":1} {"b":2}]}',
      '{"ListaEESSPrecio":[{"a":1,}]}',
      '{"ListaEESSPrecio":[1,"x",null,[2]],"Fecha":"f"}',
      '{"ListaEESSPrecio" [{"a":1}]}',
      '[{"ListaEESSPrecio":[]}]',
      '"text"',
      '{"Lista\\u0045ESSPrecio":[{"a":"1"}]}',
      '{"ListaEESSPrecio":{"a":[1]}}',
      '   ',
      '}',
    ];
    for (const body of malformed) {
      fc.assert(
        fc.property(cutsOf(body.length), (cuts) => {
          expect(attempt(body, cuts)).toEqual(reference(body));
        }),
      );
    }
  });
});

/** The records and cuts of `text` read in pieces of `size`, or the kind of the failure. */
function read(text: string, size: number): { records: unknown[]; cuts: StringCut[][] } | { failed: string } {
  const records: unknown[] = [];
  const cuts: StringCut[][] = [];
  const parser = new StationListParser((record, _index, cut) => {
    records.push(record);
    cuts.push([...cut]);
  });
  try {
    for (let from = 0; from < text.length; from += size) parser.push(text.slice(from, from + size));
    parser.end();
  } catch (error) {
    if (error instanceof ListTextError) return { failed: error.kind };
    throw error;
  }
  return { records, cuts };
}

const listOf = (...records: string[]) =>
  `{"Fecha":"22/08/2026 15:53:31","ListaEESSPrecio":[${records.join(',')}],"Nota":"","ResultadoConsulta":"OK"}`;
const SIZES = [1, 7, 4096, 65_536, Number.MAX_SAFE_INTEGER];
const { stringChars, recordChars, envelopeChars, depth } = LIST_BOUNDS;

describe('StationListParser bounds what it holds', () => {
  it('cuts a string of a record past its bound to its first 4,096 characters, saying which and how long', () => {
    const name = `ESTACION ${'A'.repeat(3 * 1024 * 1024)}`;
    const text = listOf(`{"IDEESS":"1","Rótulo":"${name}","C.P.":"02250"}`, '{"IDEESS":"2","Rótulo":"B"}');
    for (const size of SIZES) {
      expect(read(text, size), String(size)).toEqual({
        records: [
          { IDEESS: '1', Rótulo: name.slice(0, stringChars), 'C.P.': '02250' },
          { IDEESS: '2', Rótulo: 'B' },
        ],
        cuts: [[{ key: 'Rótulo', chars: name.length }], []],
      });
    }
  });

  it('never cuts inside an escape or between the halves of a pair, written or escaped', () => {
    /** The longest prefix of the string's JSON text, up to the bound, that is JSON and ends on a whole character. */
    const expected = (written: string) => {
      for (let end = stringChars; ; end--) {
        try {
          const value = JSON.parse(`"${written.slice(0, end)}"`) as string;
          if (!/[\ud800-\udbff]$/.test(value)) return value;
        } catch {}
      }
    };
    for (const unit of ['\\u00e9', '\\ud83d\\ude00', '😀', `${'a'.repeat(15)}\\"`, 'a\\\\']) {
      const written = unit.repeat(Math.ceil((stringChars * 2) / unit.length));
      const text = listOf(`{"x":"${written}"}`, `["${written}"]`);
      for (const size of SIZES) {
        expect(read(text, size), `${unit} ${size}`).toEqual({
          records: [{ x: expected(written) }, [expected(written)]],
          cuts: [[{ key: 'x', chars: written.length }], [{ key: null, chars: written.length }]],
        });
      }
    }
  });

  it('refuses nesting past its bound, in a record or around it', () => {
    const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    for (const size of SIZES) {
      expect(read(listOf(`{"x":${nested(depth - 3)}}`), size)).toMatchObject({ records: [{}] });
      expect(read(listOf(`{"x":${nested(depth - 2)}}`), size)).toEqual({ failed: 'too-deep' });
      expect(read(`{"Nota":${nested(100_000)},"ListaEESSPrecio":[]}`, size)).toEqual({ failed: 'too-deep' });
    }
  });

  it('refuses a record or the rest of the document past their bounds', () => {
    const keys = (n: number) => Array.from({ length: n }, (_, i) => `"k${i}":"v"`).join(',');
    const justUnder = `{${keys(Math.floor(recordChars / 12))}}`.slice(0, recordChars - 1);
    expect(justUnder.length).toBeLessThan(recordChars);
    for (const size of SIZES) {
      expect(read(listOf(`{${keys(10_000)}}`), size)).toEqual({ failed: 'too-large' });
      expect(read(`{"Nota":"${'N'.repeat(envelopeChars)}","ListaEESSPrecio":[]}`, size)).toEqual({
        failed: 'too-large',
      });
      expect(read(`["${'N'.repeat(envelopeChars)}"]`, size)).toEqual({ failed: 'too-large' });
    }
  });
});
