// The archive's month files, /downloads/archive/{prices|aggregates}-YYYY-MM.parquet: the version the snapshot being
// served names (never one published since), streamed from disk, with a strong ETag and Repr-Digest from its SHA-256.
// Any other name under the prefix is 404 ENDPOINT_NOT_FOUND, saying which months the archive holds.
import { Buffer } from 'node:buffer';
import type { Config } from '../../core/config.js';
import {
  ARCHIVE_MEDIA_TYPE,
  ARCHIVE_URL_PREFIX,
  archiveFilePath,
  parseArchiveFileName,
} from '../../core/data-dir/archive-index.js';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import type { DataStore } from '../../store/data-store.js';
import { stateOf } from '../http/request-context.js';
import type { PageHandler } from '../pages/pages.js';
import { sendDownloadFile } from './download-file.js';

/** The handler of a path under /downloads/archive/, or undefined for any other path. */
export function createArchiveDownloads(deps: {
  config: Config;
  store: DataStore;
}): (path: string) => PageHandler | undefined {
  const handler: PageHandler = (req, res) => {
    const { path } = stateOf(req);
    const dataset = deps.store.current();
    if (!dataset) {
      throw new ApiProblem('TEMPORARILY_UNAVAILABLE', PROBLEM_DETAILS.downloadNoDataYet, { 'Retry-After': '60' });
    }
    const name = path.slice(ARCHIVE_URL_PREFIX.length);
    const wanted = parseArchiveFileName(name);
    const month = wanted && dataset.archive.months.find((m) => m.month === wanted.month);
    const file = wanted && month?.[wanted.kind];
    if (!wanted || !month || !file) {
      const { months } = dataset.archive;
      throw new ApiProblem(
        'ENDPOINT_NOT_FOUND',
        PROBLEM_DETAILS.noArchiveFile(path, months[0]?.month ?? null, months.at(-1)?.month ?? null),
      );
    }
    return sendDownloadFile(req, res, {
      path: archiveFilePath(deps.config.dataDir, file.file),
      fileName: name,
      mediaType: ARCHIVE_MEDIA_TYPE,
      precompressed: false,
      // The archive holds the register's days only, whatever snapshot is served.
      isSample: false,
      etag: `"${file.sha256}"`,
      headers: { 'Repr-Digest': `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:` },
    });
  };
  return (path) => (path.startsWith(ARCHIVE_URL_PREFIX) ? handler : undefined);
}
