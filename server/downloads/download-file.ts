// Sends one open-data file the way every download is sent: licence link, attribution, validators, conditional
// requests and byte ranges (`send`), and the precompressed copy the client accepts when the file has one.
import { type Stats, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import send from 'send';
import { attributionFor, LICENSE_URL } from '../../core/attribution.js';
import { type ContentEncoding, PRECOMPRESSED_ENCODINGS } from '../../core/data-dir/layout.js';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import { answeredNotModified, preferredCoding } from '../http/http-rules.js';

export interface DownloadFile {
  /** The file on disk; its precompressed copies sit beside it when `precompressed`. */
  path: string;
  /** The name a browser saves it under. */
  fileName: string;
  mediaType: string;
  precompressed: boolean;
  /** The embedded sample's data: its attribution says so. */
  isSample: boolean;
  /** A strong validator of the file's content; by default a weak one from its size and time. */
  etag?: string;
  /** More headers of the answer (sent on 200, 206 and 304 alike). */
  headers?: Readonly<Record<string, string>>;
}

export function sendDownloadFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: DownloadFile,
): Promise<void> | undefined {
  let path = file.path;
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch {
    throw new ApiProblem('TEMPORARILY_UNAVAILABLE', PROBLEM_DETAILS.downloadUnavailable, { 'Retry-After': '60' });
  }
  // A Range addresses bytes of the file itself, the representation the data dictionary's size and hash describe:
  // a request with Range is answered uncompressed whatever it accepts.
  const encoding =
    file.precompressed && req.headers.range === undefined
      ? preferredCoding(req.headers['accept-encoding'])
      : 'identity';
  const encoded = encoding === 'identity' ? null : encodedCopy(file.path, encoding);
  if (encoded) {
    path = encoded.path;
    stats = encoded.stats;
    res.setHeader('Content-Encoding', encoding as ContentEncoding);
  }
  if (file.precompressed) res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.setHeader('Link', `<${LICENSE_URL}>; rel="license"`);
  res.setHeader('X-Attribution', encodeURIComponent(attributionFor(file.isSample)));
  res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.setHeader('Content-Type', file.mediaType);
  res.setHeader('Last-Modified', stats.mtime.toUTCString());
  for (const [name, value] of Object.entries(file.headers ?? {})) res.setHeader(name, value);
  const version = `${stats.size.toString(16)}-${Math.round(stats.mtimeMs).toString(16)}`;
  if (answeredNotModified(req, res, file.etag ?? `W/"${version}${encoded ? `-${encoding}` : ''}"`)) return;
  // `send` streams the file and answers Range requests (on the uncompressed file only); the validators above are ours.
  return new Promise((resolve, reject) => {
    res.once('close', resolve);
    send(req, path, { etag: false, lastModified: false, cacheControl: false, acceptRanges: encoded === null })
      .on('error', reject)
      .pipe(res);
  });
}

/** The precompressed copy beside `path`, when the ETL wrote it for this version of the file. */
function encodedCopy(path: string, encoding: ContentEncoding): { path: string; stats: Stats } | null {
  const suffix = PRECOMPRESSED_ENCODINGS.find((e) => e.encoding === encoding)?.suffix;
  try {
    const encodedPath = `${path}${suffix}`;
    return { path: encodedPath, stats: statSync(encodedPath) };
  } catch {
    return null;
  }
}
