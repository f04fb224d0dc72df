// Parquet files of one schema joined into one without decoding a value: each input's row groups are copied byte for
// byte, in order, and a new footer names them at their new offsets. The rows are those of reading the inputs one after
// the other and the schema is theirs; it costs a copy of the bytes, where DuckDB decodes and encodes every value again
// (seconds for the 90 days of the daily series).
// A Parquet file (https://parquet.apache.org/docs/file-format/): "PAR1", the column chunks of each row group, then the
// footer (a Thrift FileMetaData), its length in 4 bytes and "PAR1".
import { readFileSync } from 'node:fs';
import { type FileHandle, open, rm } from 'node:fs/promises';
import { readStruct, ThriftStruct, type ThriftValue, writeStruct } from './thrift-compact.js';

const MAGIC = Buffer.from('PAR1');

/** Field ids of parquet.thrift. */
const FILE = { version: 1, schema: 2, numRows: 3, rowGroups: 4, keyValues: 5, createdBy: 6, columnOrders: 7 } as const;
const FILE_ENCRYPTION = [8, 9];
const SCHEMA = { name: 4, numChildren: 5 } as const;
const ROW_GROUP = {
  columns: 1,
  totalByteSize: 2,
  numRows: 3,
  sortingColumns: 4,
  fileOffset: 5,
  compressed: 6,
} as const;
const ROW_GROUP_ORDINAL = 7;
const CHUNK = { filePath: 1, fileOffset: 2, metaData: 3 } as const;
/** A chunk's page indexes (offset and column index) and encryption: offsets inside them would have to move too. */
const CHUNK_UNSUPPORTED = [4, 5, 6, 7, 8, 9];
const META = {
  uncompressed: 6,
  compressed: 7,
  dataPage: 9,
  indexPage: 10,
  dictionaryPage: 11,
  bloomFilter: 14,
  bloomFilterLength: 15,
} as const;
const PAGE_OFFSETS = [META.dictionaryPage, META.indexPage, META.dataPage];

/** The inputs cannot be joined this way (another schema, a feature whose offsets it does not move): write them again. */
export class ParquetConcatRefused extends Error {
  override readonly name = 'ParquetConcatRefused';
}

/** An input contradicts itself (its footer and its bytes disagree): nothing is written from it, by this or DuckDB. */
export class MalformedParquet extends Error {
  override readonly name = 'MalformedParquet';
}

const malformed = (path: string, why: string): never => {
  throw new MalformedParquet(`${path}: ${why}`);
};

const refuse = (path: string, why: string): never => {
  throw new ParquetConcatRefused(`${path}: ${why}`);
};

const i64 = (value: number): ThriftValue => ({ kind: 'i64', value: BigInt(value) });

function numberOf(struct: ThriftStruct, id: number): number | undefined {
  const value = struct.get(id);
  if (value === undefined) return undefined;
  if (value.kind === 'i64') return Number(value.value);
  if (value.kind === 'i32' || value.kind === 'i16' || value.kind === 'byte') return value.value;
  throw new ParquetConcatRefused(`field ${id} is a ${value.kind}, not a number`);
}

/** A field parquet.thrift requires: a footer without it is malformed, and nothing is written from it. */
function requiredNumber(struct: ThriftStruct, id: number, path: string, what: string): number {
  return numberOf(struct, id) ?? refuse(path, `${what} missing`);
}

function structsOf(struct: ThriftStruct, id: number): ThriftStruct[] {
  const value = struct.get(id);
  if (value === undefined) return [];
  if (value.kind !== 'list') throw new ParquetConcatRefused(`field ${id} is not a list`);
  return value.values.map((element) => {
    if (element.kind !== 'struct') throw new ParquetConcatRefused(`field ${id} is not a list of structs`);
    return element.value;
  });
}

const listOf = (values: ThriftStruct[]): ThriftValue => ({
  kind: 'list',
  element: 12,
  values: values.map((value) => ({ kind: 'struct', value })),
});

/** The footer of the Parquet file `bytes` (read from `path`) and where it starts. */
export function readParquetFooter(bytes: Buffer, path: string): { footer: ThriftStruct; footerStart: number } {
  const size = bytes.length;
  if (size < 12) refuse(path, 'not a Parquet file');
  if (!bytes.subarray(0, 4).equals(MAGIC) || !bytes.subarray(size - 4).equals(MAGIC)) {
    refuse(path, 'not a Parquet file (or an encrypted one)');
  }
  const length = bytes.readUInt32LE(size - 8);
  const footerStart = size - 8 - length;
  if (footerStart < 4) malformed(path, 'a footer longer than the file');
  let read: ReturnType<typeof readStruct>;
  try {
    read = readStruct(bytes.subarray(footerStart, size - 8));
  } catch (error) {
    return malformed(path, `a footer that is not Thrift (${(error as Error).message})`);
  }
  if (read.end !== length) malformed(path, 'bytes after the end of its footer');
  const struct = read.struct;
  return { footer: struct, footerStart };
}

/**
 * The joined file's footer but for its row groups and row count, with only the columns `kept`, written out: the same
 * bytes for every input that can be joined (version, schema, key-value metadata, writer, column orders).
 */
function projectedFooter(footer: ThriftStruct, kept: readonly number[], path: string): ThriftStruct {
  const [root, ...leaves] = structsOf(footer, FILE.schema);
  if (!root) return refuse(path, 'no schema');
  if (numberOf(root, SCHEMA.numChildren) !== leaves.length || leaves.some((leaf) => leaf.get(SCHEMA.numChildren))) {
    refuse(path, 'a nested schema');
  }
  const projected = new ThriftStruct();
  for (const { id, value } of footer.fields) {
    if (id === FILE.numRows || id === FILE.rowGroups) continue;
    if (id === FILE.schema) {
      const keptRoot = root.clone();
      keptRoot.set(SCHEMA.numChildren, { kind: 'i32', value: kept.length });
      projected.set(id, listOf([keptRoot, ...kept.map((i) => leaves[i] as ThriftStruct)]));
    } else if (id === FILE.columnOrders) {
      const orders = structsOf(footer, id);
      projected.set(id, listOf(kept.map((i) => orders[i] ?? refuse(path, 'a column without its order'))));
    } else projected.set(id, value);
  }
  return projected;
}

/** The names of the leaf columns of `footer`, in order. */
function columnNames(footer: ThriftStruct): string[] {
  return structsOf(footer, FILE.schema)
    .slice(1)
    .map((leaf) => {
      const name = leaf.get(SCHEMA.name);
      return name?.kind === 'binary' ? Buffer.from(name.value).toString('utf8') : '';
    });
}

/** Where a column chunk's pages are in its file: from its first page, total_compressed_size bytes. */
function chunkRange(meta: ThriftStruct, path: string): { start: number; length: number } {
  const offsets = PAGE_OFFSETS.map((id) => numberOf(meta, id)).filter((o): o is number => o !== undefined && o > 0);
  const length = numberOf(meta, META.compressed);
  if (offsets.length === 0 || length === undefined) return refuse(path, 'a column chunk without its pages');
  return { start: Math.min(...offsets), length };
}

/** Field ids of a page's header (parquet.thrift's PageHeader) and of the data page headers' value count. */
const PAGE = { compressedSize: 3, dataPage: 5, dataPageV2: 8 } as const;
const COLUMN_VALUES = 5;

/**
 * Checks that a column chunk's bytes are its pages, end to end: each page header followed by its compressed size,
 * the last one ending where the chunk does, its data pages holding the values its metadata counts. A footer whose
 * offsets or sizes are wrong fails here, before a byte of it is copied.
 */
function checkPages(bytes: Buffer, start: number, length: number, meta: ThriftStruct, path: string): void {
  const end = start + length;
  let values = 0;
  for (let offset = start; offset !== end; ) {
    if (offset > end) malformed(path, 'a column chunk whose pages overrun it');
    let header: ThriftStruct;
    try {
      const read = readStruct(bytes.subarray(offset, end));
      header = read.struct;
      offset += read.end;
    } catch {
      throw new MalformedParquet(`${path}: a column chunk whose bytes are not its pages`);
    }
    const size = numberOf(header, PAGE.compressedSize);
    if (size === undefined || size < 0) throw new MalformedParquet(`${path}: a page without its size`);
    offset += size;
    for (const id of [PAGE.dataPage, PAGE.dataPageV2]) {
      const dataHeader = header.get(id);
      if (dataHeader?.kind === 'struct') {
        values += numberOf(dataHeader.value, 1) ?? malformed(path, 'a data page without its count');
      }
    }
  }
  if (values !== numberOf(meta, COLUMN_VALUES)) {
    malformed(path, 'a column chunk whose pages hold another number of values than its metadata');
  }
}

/** A file written from its start, its pieces gathered and written some MB at a time. */
class Output {
  position = 0;
  private pieces: Uint8Array[] = [];
  private pending = 0;
  private constructor(private readonly file: FileHandle) {}

  static async create(path: string): Promise<Output> {
    return new Output(await open(path, 'w'));
  }

  async write(bytes: Uint8Array): Promise<void> {
    this.pieces.push(bytes);
    this.pending += bytes.length;
    this.position += bytes.length;
    if (this.pending >= WRITE_BYTES) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.pieces.length > 0) await this.file.writev(this.pieces);
    this.pieces = [];
    this.pending = 0;
  }

  private closed = false;

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.file.close();
  }
}

/** What Output gathers before writing: the inputs' bytes are held until then, never more than this beyond one file. */
const WRITE_BYTES = 4 * 1024 * 1024;

/** What the joined file's footer needs of the inputs copied so far. */
interface Joined {
  head: ThriftStruct | null;
  headBytes: string;
  rowGroups: ThriftStruct[];
  rows: number;
  /** Bloom filters go after every row group, where DuckDB writes them: each with the metadata that names it. */
  blooms: { meta: ThriftStruct; bytes: Buffer }[];
}

/**
 * Writes `output`: the row groups of `inputs` (at least one, each of a flat schema) in their order, with only the
 * columns named in `columns` (every column by default). Refuses (ParquetConcatRefused) inputs whose schema, writer or
 * metadata differ, encrypted ones, and chunks with page indexes or in other files. Returns the row count.
 */
export async function concatParquet(
  inputs: readonly string[],
  output: string,
  options: { columns?: readonly string[] } = {},
): Promise<number> {
  if (inputs.length === 0) throw new ParquetConcatRefused('no input');
  const out = await Output.create(output);
  try {
    const rows = await writeJoined(inputs, out, options.columns);
    await out.close();
    return rows;
  } catch (error) {
    // A half-written output is never left for anything to take for a Parquet file.
    await out.close();
    await rm(output, { force: true });
    throw error;
  }
}

async function writeJoined(inputs: readonly string[], out: Output, columns?: readonly string[]): Promise<number> {
  await out.write(MAGIC);
  const joined: Joined = { head: null, headBytes: '', rowGroups: [], rows: 0, blooms: [] };
  // Read at once, not with readFile's four turns of libuv's pool each: 90 day files at 90 days, of about 80 KB.
  for (const path of inputs) await copyRowGroups(readFileSync(path), path, out, joined, columns);
  for (const bloom of joined.blooms) {
    bloom.meta.set(META.bloomFilter, i64(out.position));
    await out.write(bloom.bytes);
  }
  const footer = (joined.head as ThriftStruct).clone();
  footer.set(FILE.numRows, i64(joined.rows));
  footer.set(FILE.rowGroups, listOf(joined.rowGroups));
  const footerBytes = writeStruct(footer);
  const length = Buffer.alloc(4);
  length.writeUInt32LE(footerBytes.length);
  await out.write(footerBytes);
  await out.write(length);
  await out.write(MAGIC);
  await out.flush();
  return joined.rows;
}

/** Copies the row groups of one input (`bytes`, read from `path`) to `out`, adding them to `joined`. */
async function copyRowGroups(
  bytes: Buffer,
  path: string,
  out: Output,
  joined: Joined,
  columns: readonly string[] | undefined,
): Promise<void> {
  const { footer, footerStart } = readParquetFooter(bytes, path);
  if (FILE_ENCRYPTION.some((id) => footer.get(id))) refuse(path, 'encrypted');
  const names = columnNames(footer);
  const kept = columns ? names.flatMap((name, i) => (columns.includes(name) ? [i] : [])) : names.map((_, i) => i);
  if (columns && kept.length !== columns.length) refuse(path, 'a column asked for is missing');
  const head = projectedFooter(footer, kept, path);
  const headBytes = Buffer.from(writeStruct(head)).toString('base64');
  if (joined.head === null) {
    joined.head = head;
    joined.headBytes = headBytes;
  } else if (joined.headBytes !== headBytes) refuse(path, 'another schema, writer or metadata than the first input');
  const within = (start: number, length: number) => start >= 4 && start + length <= footerStart;
  for (const rowGroup of structsOf(footer, FILE.rowGroups)) {
    const group = rowGroup.clone();
    if (kept.length !== names.length && group.get(ROW_GROUP.sortingColumns)) refuse(path, 'sorting columns left out');
    const chunks = structsOf(group, ROW_GROUP.columns);
    if (chunks.length !== names.length) refuse(path, 'a row group without every column');
    const keptChunks: ThriftStruct[] = [];
    let firstStart = -1;
    let compressed = 0;
    let uncompressed = 0;
    for (const index of kept) {
      const chunk = chunks[index] as ThriftStruct;
      const metaValue = chunk.get(CHUNK.metaData);
      if (chunk.get(CHUNK.filePath) || CHUNK_UNSUPPORTED.some((id) => chunk.get(id)) || metaValue?.kind !== 'struct') {
        return refuse(path, 'a column chunk with page indexes, encryption, no metadata or in another file');
      }
      const meta = metaValue.value;
      const range = chunkRange(meta, path);
      if (!within(range.start, range.length)) malformed(path, 'a column chunk outside the data');
      checkPages(bytes, range.start, range.length, meta, path);
      const moved = out.position - range.start;
      for (const id of PAGE_OFFSETS) {
        const offset = numberOf(meta, id);
        if (offset !== undefined && offset > 0) meta.set(id, i64(offset + moved));
      }
      // The deprecated offset of the chunk's metadata: DuckDB writes 0, which stays; any other moves with the chunk.
      const fileOffset = numberOf(chunk, CHUNK.fileOffset);
      if (fileOffset) chunk.set(CHUNK.fileOffset, i64(fileOffset + moved));
      if (firstStart === -1) firstStart = out.position;
      await out.write(bytes.subarray(range.start, range.start + range.length));
      const bloomStart = numberOf(meta, META.bloomFilter);
      if (bloomStart !== undefined) {
        const bloomLength = numberOf(meta, META.bloomFilterLength) ?? -1;
        if (!within(bloomStart, bloomLength)) refuse(path, 'a bloom filter of unknown length');
        joined.blooms.push({ meta, bytes: bytes.subarray(bloomStart, bloomStart + bloomLength) });
      }
      compressed += range.length;
      uncompressed += requiredNumber(meta, META.uncompressed, path, "a column chunk's uncompressed size");
      keptChunks.push(chunk);
    }
    group.set(ROW_GROUP.columns, listOf(keptChunks));
    if (kept.length !== names.length) group.set(ROW_GROUP.totalByteSize, i64(uncompressed));
    if (group.get(ROW_GROUP.fileOffset) !== undefined) group.set(ROW_GROUP.fileOffset, i64(firstStart));
    if (group.get(ROW_GROUP.compressed) !== undefined) group.set(ROW_GROUP.compressed, i64(compressed));
    if (group.get(ROW_GROUP_ORDINAL) !== undefined) {
      if (joined.rowGroups.length > 32_767) refuse(path, 'more row groups than an ordinal numbers');
      group.set(ROW_GROUP_ORDINAL, { kind: 'i16', value: joined.rowGroups.length });
    }
    joined.rows += requiredNumber(group, ROW_GROUP.numRows, path, "a row group's row count");
    joined.rowGroups.push(group);
  }
}
