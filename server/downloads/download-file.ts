// Sends one open-data file the way every download is sent: licence link, attribution, validators, conditional
// requests and byte ranges (RFC 9110, file-conditions.ts), and the precompressed copy the client accepts when the file
// has one, streamed from disk.
import { createReadStream, type Stats, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { attributionFor, LICENSE_URL } from '../../core/attribution.js';
import { type ContentEncoding, PRECOMPRESSED_ENCODINGS } from '../../core/data-dir/layout.js';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import { preferredCoding } from '../http/http-rules.js';
import { evaluateFileRequest } from './file-conditions.js';

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
  }
  const version = `${stats.size.toString(16)}-${Math.round(stats.mtimeMs).toString(16)}`;
  const etag = file.etag ?? `W/"${version}${encoded ? `-${encoding}` : ''}"`;
  const answer = evaluateFileRequest(
    {
      method: req.method ?? 'GET',
      ifMatch: req.headers['if-match'],
      ifUnmodifiedSince: req.headers['if-unmodified-since'],
      ifNoneMatch: req.headers['if-none-match'],
      ifModifiedSince: req.headers['if-modified-since'],
      // Ranges of the file as it is: a compressed copy is sent whole.
      range: encoded ? undefined : req.headers.range,
      ifRange: req.headers['if-range'] as string | undefined,
    },
    { etag, lastModified: stats.mtime, size: stats.size },
  );
  // The client's mistakes are problems of their own, answered before any header of the file is set.
  if (answer.status === 412)
    throw new ApiProblem('PRECONDITION_FAILED', PROBLEM_DETAILS.preconditionFailed(answer.failed));
  if (answer.status === 416) {
    throw new ApiProblem('RANGE_NOT_SATISFIABLE', PROBLEM_DETAILS.rangeNotSatisfiable(stats.size), {
      'Content-Range': `bytes */${stats.size}`,
    });
  }
  if (encoded) res.setHeader('Content-Encoding', encoding as ContentEncoding);
  if (file.precompressed) res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.setHeader('Link', `<${LICENSE_URL}>; rel="license"`);
  res.setHeader('X-Attribution', encodeURIComponent(attributionFor(file.isSample)));
  res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.setHeader('Content-Type', file.mediaType);
  res.setHeader('Last-Modified', stats.mtime.toUTCString());
  res.setHeader('ETag', etag);
  for (const [name, value] of Object.entries(file.headers ?? {})) res.setHeader(name, value);
  if (answer.status === 304) {
    res.statusCode = 304;
    res.end();
    return undefined;
  }
  // Ranges are offered on the file as it is, not on a compressed copy.
  if (encoded === null) res.setHeader('Accept-Ranges', 'bytes');
  const range = answer.status === 206 ? { start: answer.start, end: answer.end } : { start: 0, end: stats.size - 1 };
  res.statusCode = answer.status;
  if (answer.status === 206) res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${stats.size}`);
  res.setHeader('Content-Length', Math.max(0, range.end - range.start + 1));
  if (req.method === 'HEAD' || stats.size === 0) {
    res.end();
    return undefined;
  }
  return pipeline(createReadStream(path, range), res).catch((error: unknown) => {
    // A client gone mid-download is no error of ours; anything else after the headers can only close the connection.
    if (res.headersSent) {
      res.destroy();
      return;
    }
    throw error;
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
