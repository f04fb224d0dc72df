// Routes outside the operation table: the documentation pages.
import { existsSync, readFileSync } from 'node:fs';
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

export function mountStaticRoutes(
  app: Express,
  deps: { config: Config; store: DataStore; document: OpenApiDocument },
): void {
  const errorsPage = renderErrorsPage();
  let docsPage: string | null = null;

  app.get(['/docs', '/docs/'], (_req: Request, res: Response) => {
    docsPage ??= existsSync(DOCS_HTML_PATH) ? readFileSync(DOCS_HTML_PATH, 'utf8') : null;
    if (docsPage === null) {
      throw new ApiProblem('TEMPORARILY_UNAVAILABLE', 'The documentation page has not been built (npm run docs)', {
        'Retry-After': '60',
      });
    }
    sendHtml(res, docsPage);
  });
  app.get(['/docs/conceptos/errores', '/docs/conceptos/errores/'], (_req: Request, res: Response) => {
    sendHtml(res, errorsPage);
  });

  // The open-data downloads of the snapshot being served, with their licence and attribution.
  for (const download of DOWNLOADS) {
    app.get(download.path, (_req: Request, res: Response, next) => {
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
      res.sendFile(
        join(deps.config.dataDir, dataset.version, 'downloads', download.file),
        { lastModified: true, etag: true },
        (error) => {
          if (error && !res.headersSent)
            next(
              new ApiProblem('TEMPORARILY_UNAVAILABLE', 'The download is not available now', { 'Retry-After': '60' }),
            );
        },
      );
    });
  }
}

function sendHtml(res: Response, html: string): void {
  res.status(200).set('Cache-Control', 'public, max-age=21600').type('text/html; charset=utf-8').send(html);
}
