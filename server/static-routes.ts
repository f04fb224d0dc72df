// Routes outside the operation table: the documentation pages.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Express, Request, Response } from 'express';
import type { OpenApiDocument } from '../scripts/contract.js';
import type { DataStore } from '../store/data-store.js';
import type { Config } from './config.js';
import { renderErrorsPage } from './error-docs.js';
import { ApiProblem } from './problem.js';

export const DOCS_HTML_PATH = fileURLToPath(new URL('../build/docs/index.html', import.meta.url));

export function mountStaticRoutes(
  app: Express,
  _deps: { config: Config; store: DataStore; document: OpenApiDocument },
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
}

function sendHtml(res: Response, html: string): void {
  res.status(200).set('Cache-Control', 'public, max-age=21600').type('text/html; charset=utf-8').send(html);
}
