import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../../test/support/data-paths.js';
import { readStruct, ThriftStruct, type ThriftValue, writeStruct } from './thrift-compact.js';

const KEPT = join(FIXTURES_DIR, 'etl-golden', 'fixture-next-day');

/** The footer's bytes of a Parquet file: before its 4-byte length and "PAR1". */
function footerOf(path: string): Buffer {
  const bytes = readFileSync(path);
  const length = bytes.readUInt32LE(bytes.length - 8);
  return bytes.subarray(bytes.length - 8 - length, bytes.length - 8);
}

const struct = (...fields: [number, ThriftValue][]) => new ThriftStruct(fields.map(([id, value]) => ({ id, value })));

describe("Thrift's compact protocol", () => {
  it.each([
    'history/days/2026-08-22.parquet',
    'history/stations/2026-08-22.parquet',
    'snapshot/downloads/stations.parquet',
  ])('reads the footer DuckDB wrote (%s) and writes it back to the same bytes', (file) => {
    const footer = footerOf(join(KEPT, file));
    const { struct: read, end } = readStruct(footer);
    expect(end).toBe(footer.length);
    expect(Buffer.from(writeStruct(read)).equals(footer)).toBe(true);
  });

  it('keeps every kind of value, field ids far apart and out of order, and long lists', () => {
    const values: ThriftValue[] = Array.from({ length: 40 }, (_, i) => ({ kind: 'i32', value: i * 1000 - 7 }));
    const written = struct(
      [1, { kind: 'bool', value: true }],
      [2, { kind: 'bool', value: false }],
      [3, { kind: 'byte', value: -5 }],
      [4, { kind: 'i16', value: -32768 }],
      [5, { kind: 'i32', value: 2147483647 }],
      [6, { kind: 'i64', value: -9007199254740993n }],
      [7, { kind: 'double', value: 1.859 }],
      [8, { kind: 'binary', value: new TextEncoder().encode('gasóleo') }],
      [40, { kind: 'list', element: 5, values }],
      [
        30,
        {
          kind: 'set',
          element: 1,
          values: [
            { kind: 'bool', value: true },
            { kind: 'bool', value: false },
          ],
        },
      ],
      [
        31,
        {
          kind: 'map',
          key: 8,
          value: 6,
          entries: [
            [
              { kind: 'binary', value: new TextEncoder().encode('k') },
              { kind: 'i64', value: 1n },
            ],
          ],
        },
      ],
      [32, { kind: 'struct', value: struct([1, { kind: 'list', element: 12, values: [] }]) }],
    );
    const bytes = writeStruct(written);
    const { struct: read, end } = readStruct(bytes);
    expect(end).toBe(bytes.length);
    expect(read.fields).toEqual(written.fields);
    expect(Buffer.from(writeStruct(read)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('sets a field in its place by id, and deletes one', () => {
    const s = struct([1, { kind: 'i32', value: 1 }], [5, { kind: 'i32', value: 5 }]);
    s.set(3, { kind: 'i32', value: 3 });
    s.set(5, { kind: 'i64', value: 50n });
    s.delete(1);
    expect(s.fields.map((f) => f.id)).toEqual([3, 5]);
    expect(s.get(5)).toEqual({ kind: 'i64', value: 50n });
  });

  it('refuses what is not a whole struct: cut short, an unknown type, nesting past 64', () => {
    const bytes = writeStruct(struct([8, { kind: 'binary', value: Buffer.from('twelve bytes') }]));
    expect(() => readStruct(bytes.subarray(0, 5))).toThrow(RangeError);
    expect(() => readStruct(Uint8Array.from([0x1e]))).toThrow(/unknown type 14/);
    let deep = struct();
    for (let i = 0; i < 70; i++) deep = struct([1, { kind: 'struct', value: deep }]);
    expect(() => readStruct(writeStruct(deep))).toThrow(/nested too deep/);
  });
});
