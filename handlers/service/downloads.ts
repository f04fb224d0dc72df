// The open-data downloads, at stable addresses listed in the index; the list lives with the layout of DATA_DIR.
import {
  ARCHIVE_URL_PREFIX,
  type ArchiveIndex,
  archiveFileName,
  monthFiles,
} from '../../core/data-dir/archive-index.js';
import type { Schemas } from '../shared/types.js';

/** The index's entries for the archive month files of the snapshot served (none without data), oldest month first. */
export function archiveListing(
  archive: ArchiveIndex | undefined,
  url: (path: string) => string,
): Schemas['IndexData']['archive'] {
  return (archive?.months ?? []).flatMap((month) =>
    monthFiles(month).map(([kind, file]) => ({
      name: kind,
      month: month.month,
      format: 'parquet' as const,
      url: url(`${ARCHIVE_URL_PREFIX}${archiveFileName(kind, month.month)}`),
      bytes: file.bytes,
      sha256: file.sha256,
      days: month.dates.length,
    })),
  );
}
