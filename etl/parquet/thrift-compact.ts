// Thrift's compact protocol (https://github.com/apache/thrift/blob/master/doc/specs/thrift-compact-protocol.md), the
// encoding of a Parquet file's footer: read into a tree that keeps every field, known or not, and written back the
// way Thrift's own writer writes it, so that a footer read and written unchanged is the same bytes.

/** The compact protocol's type codes (a boolean field carries its value in its type: 1 true, 2 false). */
const TYPE = {
  stop: 0,
  true: 1,
  false: 2,
  byte: 3,
  i16: 4,
  i32: 5,
  i64: 6,
  double: 7,
  binary: 8,
  list: 9,
  set: 10,
  map: 11,
  struct: 12,
} as const;

export type ThriftValue =
  | { kind: 'bool'; value: boolean }
  | { kind: 'byte' | 'i16' | 'i32'; value: number }
  | { kind: 'i64'; value: bigint }
  | { kind: 'double'; value: number }
  | { kind: 'binary'; value: Uint8Array }
  | { kind: 'list' | 'set'; element: number; values: ThriftValue[] }
  | { kind: 'map'; key: number; value: number; entries: [ThriftValue, ThriftValue][] }
  | { kind: 'struct'; value: ThriftStruct };

/** A struct's fields in the order they were read (Thrift writes them by id). */
export class ThriftStruct {
  constructor(readonly fields: { id: number; value: ThriftValue }[] = []) {}

  get(id: number): ThriftValue | undefined {
    return this.fields.find((field) => field.id === id)?.value;
  }

  /** Replaces the field `id`, or adds it in its place by id. */
  set(id: number, value: ThriftValue): void {
    const at = this.fields.findIndex((field) => field.id >= id);
    if (at === -1) this.fields.push({ id, value });
    else if (this.fields[at]?.id === id) this.fields[at] = { id, value };
    else this.fields.splice(at, 0, { id, value });
  }

  delete(id: number): void {
    const at = this.fields.findIndex((field) => field.id === id);
    if (at !== -1) this.fields.splice(at, 1);
  }

  /** A deep copy (lists and structs copied; binary values shared, never written to). */
  clone(): ThriftStruct {
    return new ThriftStruct(this.fields.map(({ id, value }) => ({ id, value: cloneValue(value) })));
  }
}

function cloneValue(value: ThriftValue): ThriftValue {
  switch (value.kind) {
    case 'struct':
      return { kind: 'struct', value: value.value.clone() };
    case 'list':
    case 'set':
      return { ...value, values: value.values.map(cloneValue) };
    case 'map':
      return { ...value, entries: value.entries.map(([k, v]) => [cloneValue(k), cloneValue(v)]) };
    default:
      return { ...value };
  }
}

/** Reads one struct from `bytes` at `offset`; returns it and the offset after it. */
export function readStruct(bytes: Uint8Array, offset = 0): { struct: ThriftStruct; end: number } {
  const reader = new Reader(bytes, offset);
  const struct = reader.struct();
  return { struct, end: reader.offset };
}

/** The bytes of `struct` in the compact protocol. */
export function writeStruct(struct: ThriftStruct): Uint8Array {
  const writer = new Writer();
  writer.struct(struct);
  return writer.bytes();
}

/** The nesting Thrift's own readers allow: a deeper footer is not a Parquet file's. */
const MAX_DEPTH = 64;

class Reader {
  constructor(
    private readonly bytes: Uint8Array,
    public offset: number,
  ) {}

  private depth = 0;

  private byte(): number {
    const value = this.bytes[this.offset];
    if (value === undefined) throw new RangeError('thrift: the data ends inside a value');
    this.offset++;
    return value;
  }

  private varint(): bigint {
    let result = 0n;
    for (let shift = 0n; shift < 70n; shift += 7n) {
      const byte = this.byte();
      result |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return result;
    }
    throw new RangeError('thrift: a varint longer than 10 bytes');
  }

  private zigzag(): bigint {
    const raw = this.varint();
    return (raw >> 1n) ^ -(raw & 1n);
  }

  private int(bits: 16 | 32): number {
    const value = Number(this.zigzag());
    const limit = 2 ** (bits - 1);
    if (value < -limit || value >= limit) throw new RangeError(`thrift: ${value} is not an i${bits}`);
    return value;
  }

  struct(): ThriftStruct {
    if (++this.depth > MAX_DEPTH) throw new RangeError('thrift: structs nested too deep');
    const fields: { id: number; value: ThriftValue }[] = [];
    let id = 0;
    for (;;) {
      const header = this.byte();
      const type = header & 0x0f;
      if (type === TYPE.stop) break;
      const delta = header >> 4;
      id = delta === 0 ? this.int(16) : id + delta;
      const value =
        type === TYPE.true || type === TYPE.false
          ? ({ kind: 'bool', value: type === TYPE.true } as const)
          : this.value(type);
      fields.push({ id, value });
    }
    this.depth--;
    return new ThriftStruct(fields);
  }

  private value(type: number): ThriftValue {
    switch (type) {
      case TYPE.byte: {
        const byte = this.byte();
        return { kind: 'byte', value: byte > 127 ? byte - 256 : byte };
      }
      case TYPE.i16:
        return { kind: 'i16', value: this.int(16) };
      case TYPE.i32:
        return { kind: 'i32', value: this.int(32) };
      case TYPE.i64:
        return { kind: 'i64', value: BigInt.asIntN(64, this.zigzag()) };
      case TYPE.double: {
        const view = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.offset, 8);
        if (this.offset + 8 > this.bytes.length) throw new RangeError('thrift: the data ends inside a value');
        this.offset += 8;
        return { kind: 'double', value: view.getFloat64(0, true) };
      }
      case TYPE.binary: {
        const length = Number(this.varint());
        if (this.offset + length > this.bytes.length) throw new RangeError('thrift: the data ends inside a value');
        const value = this.bytes.subarray(this.offset, this.offset + length);
        this.offset += length;
        return { kind: 'binary', value };
      }
      case TYPE.list:
      case TYPE.set: {
        const header = this.byte();
        const element = header & 0x0f;
        const size = header >> 4 === 15 ? Number(this.varint()) : header >> 4;
        if (size > this.bytes.length - this.offset) throw new RangeError('thrift: a list longer than its data');
        // A boolean element is one byte of its own (1 true, 2 or 0 false), not a field's type.
        const values = Array.from({ length: size }, () =>
          element === TYPE.true || element === TYPE.false
            ? ({ kind: 'bool', value: this.byte() === TYPE.true } as const)
            : this.value(element),
        );
        return { kind: type === TYPE.list ? 'list' : 'set', element, values };
      }
      case TYPE.map: {
        const size = Number(this.varint());
        if (size > this.bytes.length - this.offset) throw new RangeError('thrift: a map longer than its data');
        const types = size > 0 ? this.byte() : 0;
        const [key, value] = [types >> 4, types & 0x0f];
        const entries = Array.from({ length: size }, (): [ThriftValue, ThriftValue] => [
          this.value(key),
          this.value(value),
        ]);
        return { kind: 'map', key, value, entries };
      }
      case TYPE.struct:
        return { kind: 'struct', value: this.struct() };
      default:
        throw new RangeError(`thrift: unknown type ${type}`);
    }
  }
}

class Writer {
  private chunks: number[] = [];

  bytes(): Uint8Array {
    return Uint8Array.from(this.chunks);
  }

  private varint(value: bigint): void {
    let rest = BigInt.asUintN(64, value);
    while (rest >= 0x80n) {
      this.chunks.push(Number(rest & 0x7fn) | 0x80);
      rest >>= 7n;
    }
    this.chunks.push(Number(rest));
  }

  private zigzag(value: bigint): void {
    this.varint((value << 1n) ^ (value >> 63n));
  }

  struct(struct: ThriftStruct): void {
    let last = 0;
    for (const { id, value } of struct.fields) {
      const type = value.kind === 'bool' ? (value.value ? TYPE.true : TYPE.false) : typeOf(value);
      const delta = id - last;
      if (delta > 0 && delta <= 15) this.chunks.push((delta << 4) | type);
      else {
        this.chunks.push(type);
        this.zigzag(BigInt(id));
      }
      last = id;
      if (value.kind !== 'bool') this.value(value);
    }
    this.chunks.push(TYPE.stop);
  }

  private value(value: ThriftValue): void {
    switch (value.kind) {
      case 'bool':
        this.chunks.push(value.value ? TYPE.true : TYPE.false);
        return;
      case 'byte':
        this.chunks.push(value.value & 0xff);
        return;
      case 'i16':
      case 'i32':
        this.zigzag(BigInt(value.value));
        return;
      case 'i64':
        this.zigzag(value.value);
        return;
      case 'double': {
        const bytes = new Uint8Array(8);
        new DataView(bytes.buffer).setFloat64(0, value.value, true);
        this.chunks.push(...bytes);
        return;
      }
      case 'binary':
        this.varint(BigInt(value.value.length));
        for (const byte of value.value) this.chunks.push(byte);
        return;
      case 'list':
      case 'set': {
        const size = value.values.length;
        if (size < 15) this.chunks.push((size << 4) | value.element);
        else {
          this.chunks.push(0xf0 | value.element);
          this.varint(BigInt(size));
        }
        for (const element of value.values) this.value(element);
        return;
      }
      case 'map':
        this.varint(BigInt(value.entries.length));
        if (value.entries.length > 0) this.chunks.push((value.key << 4) | value.value);
        for (const [k, v] of value.entries) {
          this.value(k);
          this.value(v);
        }
        return;
      case 'struct':
        this.struct(value.value);
        return;
    }
  }
}

function typeOf(value: Exclude<ThriftValue, { kind: 'bool' }>): number {
  return TYPE[value.kind];
}
