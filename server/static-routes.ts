// Routes outside the operation table: the documentation pages.
import { existsSync, readFileSync, type Stats, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Express, Request, Response } from 'express';
import { attributionFor } from '../etl/downloads.js';
import { DOWNLOADS } from '../handlers/downloads.js';
import type { OpenApiDocument } from '../scripts/contract.js';
import type { DataStore } from '../store/data-store.js';
import type { Config } from './config.js';
import { renderErrorsPage } from './error-docs.js';
import { LICENSE_URL } from './meta.js';
import { ApiProblem } from './problem.js';

export const DOCS_HTML_PATH = fileURLToPath(new URL('../build/docs/index.html', import.meta.url));

const DOCS_PATHS = ['/docs', '/docs/'];
const ERRORS_PAGE_PATHS = ['/docs/conceptos/errores', '/docs/conceptos/errores/'];

/** The paths served here; every other path belongs to the operation table. */
export const STATIC_PATHS: ReadonlySet<string> = new Set([
  ...DOCS_PATHS,
  ...ERRORS_PAGE_PATHS,
  ...DOWNLOADS.map((download) => download.path),
]);

export function mountStaticRoutes(
  app: Express,
  deps: { config: Config; store: DataStore; document: OpenApiDocument },
): void {
  const errorsPage = renderErrorsPage();
  let docsPage: string | null = null;

  app.get(DOCS_PATHS, (_req: Request, res: Response) => {
    docsPage ??= existsSync(DOCS_HTML_PATH) ? readFileSync(DOCS_HTML_PATH, 'utf8') : null;
    if (docsPage === null) {
      throw new ApiProblem('TEMPORARILY_UNAVAILABLE', 'The documentation page has not been built (npm run docs)', {
        'Retry-After': '60',
      });
    }
    sendHtml(res, docsPage);
  });
  app.get(ERRORS_PAGE_PATHS, (_req: Request, res: Response) => {
    sendHtml(res, errorsPage);
  });

  // The open-data downloads of the snapshot being served, with their licence and attribution.
  for (const download of DOWNLOADS) {
    app.get(download.path, (req: Request, res: Response, next) => {
      const dataset = deps.store.current();
      if (!dataset) {
        throw new ApiProblem('TEMPORARILY_UNAVAILABLE', 'No data has been loaded yet', { 'Retry-After': '60' });
      }
      res.set({
        'Cache-Control': 'public, max-age=3600',
        Link: `<${LICENSE_URL}>; rel="license"`,
        'X-Attribution': encodeURIComponent(attributionFor(dataset.isSample)),
        'Content-Disposition': `attachment; filename="${download.file}"`,
      });
      res.type(
        download.format === 'json'
          ? 'application/json'
          : download.file.endsWith('.gz')
            ? 'application/gzip'
            : 'text/csv; charset=utf-8',
      );
      const path =
        download.location === 'snapshot'
          ? join(deps.config.dataDir, dataset.version, 'downloads', download.file)
          : join(deps.config.dataDir, 'history', download.file);
      let stats: Stats;
      try {
        stats = statSync(path);
      } catch {
        throw new ApiProblem('TEMPORARILY_UNAVAILABLE', 'The download is not available now', { 'Retry-After': '60' });
      }
      // Express's own ETag is off for the API (ours covers data only), so the files get theirs here.
      const etag = `W/"${stats.size.toString(16)}-${Math.round(stats.mtimeMs).toString(16)}"`;
      res.set({ ETag: etag, 'Last-Modified': stats.mtime.toUTCString() });
      if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
        res.status(304).end();
        return;
      }
      res.sendFile(path, { lastModified: true }, (error) => {
        if (error && !res.headersSent) next(error);
      });
    });
  }
}

function sendHtml(res: Response, html: string): void {
  res.status(200).set('Cache-Control', 'public, max-age=21600').type('text/html; charset=utf-8').send(html);
}
