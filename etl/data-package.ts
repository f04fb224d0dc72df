// The data dictionary of the downloads: a Frictionless Data Package (https://specs.frictionlessdata.io/data-package/)
// naming every file with its size, SHA-256, licence, source and the schema of its columns.
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { attributionFor, LICENSE_URL, sourceFor } from '../core/attribution.js';
import { MINISTRY_BASE_URL } from '../core/config.js';
import type { ArchiveIndex } from '../core/data-dir/archive-index.js';
import type { Download } from '../core/data-dir/layout.js';
import { READ_PIECE_BYTES } from '../core/precompressed.js';
import { archiveResources } from './archive-schema.js';
import { DAILY_PRICES_SCHEMA, STATIONS_SCHEMA } from './download-schema.js';

/** How the CSV files keep a spreadsheet from running a cell as a formula (etl/csv-cells.ts). */
const CSV_FORMULA_NOTE =
  "A text cell (a column of type string) that begins with =, +, -, @, a tab or a carriage return is written with an apostrophe (') before it, so that a spreadsheet shows it as text and never runs it as a formula (OWASP, CSV Injection): the value is the cell without that first apostrophe, as the JSON, GeoJSON and Parquet files hold it. Numbers, negative ones included, are written as they are.";

const LICENSES = [{ name: 'CC-BY-4.0', path: LICENSE_URL, title: 'Creative Commons Attribution 4.0 International' }];

/**
 * Hex SHA-256 of a file, read a piece at a time into one buffer: a stream's fresh buffer for each piece is freed only
 * when V8 collects it, and hashing the 90 days' series (15 MB) beside the archive's staging took a refresh to 204 MB.
 */
export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  const file = await open(path, 'r');
  try {
    const piece = Buffer.allocUnsafeSlow(READ_PIECE_BYTES);
    for (;;) {
      const { bytesRead } = await file.read(piece, 0, piece.length, null);
      if (bytesRead === 0) break;
      hash.update(piece.subarray(0, bytesRead));
    }
  } finally {
    await file.close();
  }
  return hash.digest('hex');
}

/**
 * The SHA-256 of the files of a downloads directory, each begun once its file is whole and no longer changes, beside
 * the rest of the refresh: hashed one after the other once every download was written, they were 50–85 ms of the
 * refresh's last steps.
 */
export class DownloadHashes {
  private readonly hashes = new Map<string, Promise<string>>();

  constructor(private readonly dir: string) {}

  /** Begins hashing `files` (names in the directory), each once; returns what settles once they are hashed. */
  begin(files: readonly string[]): Promise<unknown> {
    return Promise.all(files.map((file) => this.of(file)));
  }

  /** The hex SHA-256 of `file`, begun now unless it was. */
  of(file: string): Promise<string> {
    let hash = this.hashes.get(file);
    if (!hash) {
      hash = sha256Of(join(this.dir, file));
      hash.catch(() => undefined); // reported where it is awaited
      this.hashes.set(file, hash);
    }
    return hash;
  }
}

function describe(download: Download): Record<string, unknown> {
  const isDaily = download.name === 'daily-prices';
  const tabular = download.format === 'csv' || download.format === 'parquet';
  return {
    name: `${download.name}-${download.format}`,
    ...(tabular ? { profile: 'tabular-data-resource' } : {}),
    description:
      download.format === 'json'
        ? `${download.description.en} The rows are the array under "stations"; license, attribution and source_time sit beside it.`
        : download.format === 'geojson'
          ? `${download.description.en} Each Feature's properties are the schema's columns; its geometry is the Point [lng, lat].`
          : download.format === 'csv'
            ? `${download.description.en} ${CSV_FORMULA_NOTE}`
            : download.description.en,
    format: download.format,
    mediatype: download.mediaType.split(';')[0],
    ...(download.format === 'parquet' ? {} : { encoding: 'utf-8' }),
    ...(download.file.endsWith('.gz') ? { compression: 'gz' } : {}),
    ...(download.format === 'csv' ? { dialect: { delimiter: ',', header: true, quoteChar: '"' } } : {}),
    schema: isDaily ? DAILY_PRICES_SCHEMA : STATIONS_SCHEMA,
  };
}

/**
 * The descriptor for `downloads`, each found at `pathOf(download)`, then the month files of `archive`; `path` in it is
 * relative to the descriptor, which is served beside the files (/downloads/datapackage.json).
 */
export async function buildDataPackage(
  downloads: readonly Download[],
  pathOf: (download: Download) => string,
  facts: { isSample: boolean; sourceTime: string; sourceDate: string },
  archive: ArchiveIndex,
  hashOf: (download: Download) => Promise<string>,
): Promise<Record<string, unknown>> {
  // Each file's hash as `hashOf` gives it: a refresh begins each once its file is whole (DownloadHashes).
  const hashes = await Promise.all(downloads.map(hashOf));
  const resources: Record<string, unknown>[] = downloads.map((download, i) => ({
    path: download.file,
    ...describe(download),
    bytes: statSync(pathOf(download)).size,
    hash: `sha256:${hashes[i]}`,
    licenses: LICENSES,
  }));
  for (const resource of archiveResources(archive)) resources.push({ ...resource, licenses: LICENSES });
  return {
    profile: 'data-package',
    name: facts.isSample ? 'fuel-prices-spain-sample' : 'fuel-prices-spain',
    title: facts.isSample
      ? 'Fuel Price Service: SAMPLE data, not real prices'
      : 'Fuel prices at Spain’s service stations (Fuel Price Service)',
    description:
      'The station list with its current prices, the daily price series, and the archive of every day loaded (one ' +
      'file per month of station prices and one of territory aggregates), as published by Fuel Price Service from the ' +
      "ministry's register. Prices include taxes. Every format of a table carries the same column names.",
    licenses: LICENSES,
    sources: [{ title: sourceFor(facts.isSample), ...(facts.isSample ? {} : { path: MINISTRY_BASE_URL }) }],
    attribution: attributionFor(facts.isSample),
    source_time: facts.sourceTime,
    source_date: facts.sourceDate,
    resources,
  };
}
