// What the server answers outside the operation table: the documentation page, the errors page and the open-data
// downloads of the snapshot being served. GET and HEAD only.
import { existsSync, readFileSync, type Stats, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import send from 'send';
import { attributionFor, LICENSE_URL } from '../core/attribution.js';
import type { Config } from '../core/config.js';
import { snapshotDownloadPath } from '../core/data-dir.js';
import { ApiProblem } from '../core/problem.js';
import { DOWNLOADS, type Download } from '../handlers/service/downloads.js';
import type { DataStore } from '../store/data-store.js';
import { renderErrorsPage } from './error-docs.js';
import { answeredNotModified, sendText } from './http-rules.js';

export const DOCS_HTML_PATH = fileURLToPath(new URL('../build/docs/index.html', import.meta.url));

export type PageHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

const HTML = 'text/html; charset=utf-8';
const PAGE_CACHE_CONTROL = 'public, max-age=21600';

/** The pages by exact path; every other path belongs to the operation table or /mcp. */
export function createPages(deps: { config: Config; store: DataStore }): ReadonlyMap<string, PageHandler> {
  const errorsPage = renderErrorsPage();
  let docsPage: string | null = null;

  const docs: PageHandler = (req, res) => {
    docsPage ??= existsSync(DOCS_HTML_PATH) ? readFileSync(DOCS_HTML_PATH, 'utf8') : null;
    if (docsPage === null) {
      throw new ApiProblem('TEMPORARILY_UNAVAILABLE', 'The documentation page has not been built (npm run docs)', {
        'Retry-After': '60',
      });
    }
    res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
    sendText(req, res, HTML, docsPage);
  };
  const errors: PageHandler = (req, res) => {
    res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
    sendText(req, res, HTML, errorsPage);
  };

  const pages = new Map<string, PageHandler>([
    ['/docs', docs],
    ['/docs/', docs],
    ['/docs/conceptos/errores', errors],
    ['/docs/conceptos/errores/', errors],
  ]);
  for (const download of DOWNLOADS) pages.set(download.path, (req, res) => sendDownload(req, res, download, deps));
  return pages;
}

/** One open-data file of the snapshot being served, with its licence, attribution, validators and byte ranges. */
function sendDownload(
  req: IncomingMessage,
  res: ServerResponse,
  download: Download,
  deps: { config: Config; store: DataStore },
): Promise<void> | undefined {
  const dataset = deps.store.current();
  if (!dataset) throw new ApiProblem('TEMPORARILY_UNAVAILABLE', 'No data has been loaded yet', { 'Retry-After': '60' });
  // The downloads of the snapshot this process serves, whatever was published since: data and files always agree.
  const path = snapshotDownloadPath(deps.config.dataDir, dataset.version, download.file);
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch {
    throw new ApiProblem('TEMPORARILY_UNAVAILABLE', 'The download is not available now', { 'Retry-After': '60' });
  }
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.setHeader('Link', `<${LICENSE_URL}>; rel="license"`);
  res.setHeader('X-Attribution', encodeURIComponent(attributionFor(dataset.isSample)));
  res.setHeader('Content-Disposition', `attachment; filename="${download.file}"`);
  res.setHeader('Content-Type', mediaTypeOf(download));
  res.setHeader('Last-Modified', stats.mtime.toUTCString());
  if (answeredNotModified(req, res, `W/"${stats.size.toString(16)}-${Math.round(stats.mtimeMs).toString(16)}"`)) return;
  // `send` streams the file and answers Range requests; the validators above are ours.
  return new Promise((resolve, reject) => {
    res.once('close', resolve);
    send(req, path, { etag: false, lastModified: false, cacheControl: false }).on('error', reject).pipe(res);
  });
}

function mediaTypeOf(download: Download): string {
  if (download.format === 'json') return 'application/json';
  return download.file.endsWith('.gz') ? 'application/gzip' : 'text/csv; charset=utf-8';
}
