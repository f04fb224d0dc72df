// What the server answers outside the operation table: the documentation page, the errors page and the open-data
// downloads of the snapshot being served. GET and HEAD only.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../../core/config.js';
import {
  type ContentEncoding,
  DOWNLOADS,
  type Download,
  PRECOMPRESSED_ENCODINGS,
  snapshotDownloadPath,
} from '../../core/data-dir/layout.js';
import type { Language } from '../../core/language.js';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import { projectPath } from '../../core/project-files.js';
import { negotiateLanguage } from '../../runtime/accept-language.js';
import type { DataStore } from '../../store/data-store.js';
import { sendDownloadFile } from '../downloads/download-file.js';
import { answeredNotModified, preferredCoding, sendText } from '../http/http-rules.js';
import { ERRORS_PAGE_PATH, errorsPagePath, renderErrorsPage } from './error-docs.js';

export const DOCS_HTML_PATH = projectPath('build', 'docs', 'index.html');

export type PageHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

const HTML = 'text/html; charset=utf-8';
const PAGE_CACHE_CONTROL = 'public, max-age=21600';

/** The pages by exact path; every other path belongs to the operation table or /mcp. */
export function createPages(deps: { config: Config; store: DataStore }): ReadonlyMap<string, PageHandler> {
  const errorsPages = { es: renderErrorsPage('es'), en: renderErrorsPage('en') };
  let docsPage: DocsPage | null = null;

  const docs: PageHandler = (req, res) => {
    docsPage ??= readDocsPage();
    if (docsPage === null) {
      throw new ApiProblem('TEMPORARILY_UNAVAILABLE', PROBLEM_DETAILS.docsNotBuilt, {
        'Retry-After': '60',
      });
    }
    const coding = preferredCoding(req.headers['accept-encoding']);
    const encoding = coding === 'identity' ? null : coding;
    const body = (encoding && docsPage.encoded[encoding]) || docsPage.identity;
    res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
    res.setHeader('Vary', 'Accept-Encoding');
    // Built from openapi.yaml, which is written in English.
    res.setHeader('Content-Language', 'en');
    if (body !== docsPage.identity) res.setHeader('Content-Encoding', encoding as ContentEncoding);
    if (answeredNotModified(req, res, `"${docsPage.version}${body === docsPage.identity ? '' : `-${encoding}`}"`))
      return;
    res.statusCode = 200;
    res.setHeader('Content-Type', HTML);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  // The address problem `type` URIs name: in the language the browser prefers.
  const negotiatedErrors: PageHandler = (req, res) => {
    const language = negotiateLanguage(req.headers['accept-language']);
    res.setHeader('Vary', 'Accept-Language');
    errorsIn(language)(req, res);
  };
  const errorsIn =
    (language: Language): PageHandler =>
    (req, res) => {
      res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
      res.setHeader('Content-Language', language);
      sendText(req, res, HTML, errorsPages[language]);
    };

  const pages = new Map<string, PageHandler>([
    ['/docs', docs],
    ['/docs/', docs],
    [ERRORS_PAGE_PATH.slice(0, -1), negotiatedErrors],
    [ERRORS_PAGE_PATH, negotiatedErrors],
  ]);
  for (const language of ['es', 'en'] as const) {
    pages.set(errorsPagePath(language).slice(0, -1), errorsIn(language));
    pages.set(errorsPagePath(language), errorsIn(language));
  }
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
  if (!dataset) {
    throw new ApiProblem('TEMPORARILY_UNAVAILABLE', PROBLEM_DETAILS.downloadNoDataYet, { 'Retry-After': '60' });
  }
  // The downloads of the snapshot this process serves, whatever was published since: data and files always agree.
  return sendDownloadFile(req, res, {
    path: snapshotDownloadPath(deps.config.dataDir, dataset.version, download.file),
    fileName: download.file,
    mediaType: download.mediaType,
    precompressed: download.precompressed,
    isSample: dataset.isSample,
  });
}

/** The built documentation page and the compressed copies `npm run docs` wrote beside it. */
interface DocsPage {
  identity: Buffer;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  /** Names the page's content, for its ETags. */
  version: string;
}

function readDocsPage(): DocsPage | null {
  if (!existsSync(DOCS_HTML_PATH)) return null;
  const identity = readFileSync(DOCS_HTML_PATH);
  const builtAt = statSync(DOCS_HTML_PATH).mtimeMs;
  const encoded: DocsPage['encoded'] = {};
  for (const { encoding, suffix } of PRECOMPRESSED_ENCODINGS) {
    const copy = `${DOCS_HTML_PATH}${suffix}`;
    // A copy older than the page belongs to an earlier build: the page is served uncompressed rather than stale.
    if (existsSync(copy) && statSync(copy).mtimeMs >= builtAt) encoded[encoding] = readFileSync(copy);
  }
  return { identity, encoded, version: createHash('sha256').update(identity).digest('base64url').slice(0, 22) };
}
