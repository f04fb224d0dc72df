// The full archive in DATA_DIR: every day ever loaded, as month files that are never edited. A month gets a new
// version (a new file, named by its content) only when a day is added to it; each snapshot names the versions it
// serves in its own archive index, so the archive is shared by every snapshot instead of copied into each.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ARCHIVE_DIR = 'archive';
/** In each snapshot directory: the archive index published with it. */
export const ARCHIVE_INDEX_FILE = 'archive.json';
export const ARCHIVE_KINDS = ['prices', 'aggregates', 'stations'] as const;
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number];
/** The kinds every month has; `stations` came later, and a month written before it lacks one until it is added. */
const REQUIRED_KINDS = ['prices', 'aggregates'] as const;
/** Where the month files are served: `/downloads/archive/prices-2026-08.parquet`. */
export const ARCHIVE_URL_PREFIX = '/downloads/archive/';
export const ARCHIVE_MEDIA_TYPE = 'application/vnd.apache.parquet';

export interface ArchiveFile {
  /** The version's file in DATA_DIR/archive (archiveVersionName), never rewritten. */
  file: string;
  bytes: number;
  /** SHA-256 of the file, lowercase hex. */
  sha256: string;
  rows: number;
}

export interface ArchiveMonth {
  /** YYYY-MM */
  month: string;
  /** The days the files hold (YYYY-MM-DD), oldest first. */
  dates: string[];
  prices: ArchiveFile;
  aggregates: ArchiveFile;
  /** Every station seen in the month, its record as last seen and its first and last day seen in it. */
  stations?: ArchiveFile;
}

/** The files a month has, by kind, in ARCHIVE_KINDS order. */
export function monthFiles(month: ArchiveMonth): [ArchiveKind, ArchiveFile][] {
  return ARCHIVE_KINDS.flatMap((kind): [ArchiveKind, ArchiveFile][] => {
    const file = month[kind];
    return file ? [[kind, file]] : [];
  });
}

export interface ArchiveIndex {
  format: 1;
  /** Oldest month first. */
  months: ArchiveMonth[];
}

export const EMPTY_ARCHIVE: ArchiveIndex = { format: 1, months: [] };

export const monthOf = (date: string): string => date.slice(0, 7);

/** The public name of a month file (`prices-2026-08.parquet`), the same for all its versions. */
export const archiveFileName = (kind: ArchiveKind, month: string): string => `${kind}-${month}.parquet`;

const PUBLIC_NAME = /^(prices|aggregates|stations)-(\d{4}-(?:0[1-9]|1[0-2]))\.parquet$/;
const VERSION_NAME = /^(prices|aggregates|stations)-(\d{4}-(?:0[1-9]|1[0-2]))\.[0-9a-f]{16}\.parquet$/;

/** Kind and month of a public name; null for any other name. */
export function parseArchiveFileName(name: string): { kind: ArchiveKind; month: string } | null {
  const match = PUBLIC_NAME.exec(name);
  return match ? { kind: match[1] as ArchiveKind, month: match[2] as string } : null;
}

/** A version's file name: the public name with the start of its SHA-256, so equal content gets an equal name. */
export const archiveVersionName = (kind: ArchiveKind, month: string, sha256: string): string =>
  `${kind}-${month}.${sha256.slice(0, 16)}.parquet`;

/** The month of a version's file name; null for names that are not versions (temporaries, anything else). */
export function versionMonth(name: string): string | null {
  return VERSION_NAME.exec(name)?.[2] ?? null;
}

export const archiveFilePath = (dataDir: string, file: string): string => join(dataDir, ARCHIVE_DIR, file);

/** The archive index at `path`: empty when the file is absent (a snapshot older than the archive); throws when unreadable. */
export function readArchiveIndex(path: string): ArchiveIndex {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return EMPTY_ARCHIVE;
    throw error;
  }
  const index = JSON.parse(text) as ArchiveIndex;
  const valid =
    index?.format === 1 &&
    Array.isArray(index.months) &&
    index.months.every(
      (m) =>
        Array.isArray(m.dates) &&
        REQUIRED_KINDS.every((kind) => typeof m[kind]?.file === 'string') &&
        (m.stations === undefined || typeof m.stations.file === 'string'),
    );
  if (!valid) throw new Error(`${path} is not an archive index`);
  return index;
}
