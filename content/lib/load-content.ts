// Loads guides, posts and routes once: every file validated, then the search indexes built.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { startModuleWorker } from '../../core/module-worker.js';
import { projectPath } from '../../core/project-files.js';
import { ContentError, parseContentFile } from './content-file.js';
import { crossProblems } from './cross-checks.js';
import { RouteCatalogue, type RouteFilter } from './route-catalogue.js';
import { type ContentQuery, type ContentSearchResult, SearchIndex } from './search-index.js';
import type { ContentItem, ContentKind, Guide, Post, Route } from './types.js';

/** The content folder of the project (its Markdown stays there when the code is compiled to dist/). */
export const CONTENT_DIR = projectPath('content');

export const CONTENT_FOLDERS: Readonly<Record<ContentKind, string>> = {
  guide: 'guides',
  post: 'posts',
  route: 'routes',
};

export interface ContentFile {
  kind: ContentKind;
  path: string;
}

export interface ContentLibrary {
  readonly guides: readonly Guide[];
  readonly posts: readonly Post[];
  readonly routes: readonly Route[];
  find(kind: ContentKind, slug: string): ContentItem | undefined;
  search(query: ContentQuery): ContentSearchResult;
  findRoutes(filter: RouteFilter): Route[];
}

/** The markdown files of each kind, by name; a missing folder holds none. */
export function listContentFiles(dir: string = CONTENT_DIR): ContentFile[] {
  return (Object.entries(CONTENT_FOLDERS) as [ContentKind, string][]).flatMap(([kind, folder]) => {
    const path = join(dir, folder);
    if (!existsSync(path)) return [];
    return readdirSync(path)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => ({ kind, path: join(path, name) }));
  });
}

/** Every item that parses, and one line per problem found in any file. */
export function readContent(dir: string = CONTENT_DIR): { items: ContentItem[]; problems: string[] } {
  const items: ContentItem[] = [];
  const problems: string[] = [];
  for (const { kind, path } of listContentFiles(dir)) {
    try {
      items.push(parseContentFile(kind, relative(process.cwd(), path) || path, readFileSync(path, 'utf8')));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  problems.push(...crossProblems(items));
  return { items, problems };
}

const loaded = new Map<string, ContentLibrary>();

/** The content of `dir`, read and indexed on the first call only; throws a ContentError listing every problem. */
export function loadContent(dir: string = CONTENT_DIR): ContentLibrary {
  const key = resolve(dir);
  let library = loaded.get(key);
  if (!library) {
    const { items, problems } = readContent(key);
    if (problems.length > 0) throw new ContentError(problems);
    library = buildLibrary(items);
    loaded.set(key, library);
  }
  return library;
}

/**
 * loadContent's library, its files read and checked in a worker thread: the YAML (about half a second of CPU) is
 * parsed beside a data load instead of holding the event loop that answers requests; only the indexes are built here.
 * Rejects with the same ContentError; a loadContent call before it settles reads the files itself.
 */
export async function loadContentInWorker(dir: string = CONTENT_DIR): Promise<ContentLibrary> {
  const key = resolve(dir);
  const worker = startModuleWorker(import.meta.url, 'content-worker', key);
  const { items, problems } = await new Promise<ReturnType<typeof readContent>>((resolveRead, reject) => {
    worker.once('message', resolveRead);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the content worker exited with ${code} before answering`)));
  }).finally(() => void worker.terminate());
  if (problems.length > 0) throw new ContentError(problems);
  let library = loaded.get(key);
  if (!library) {
    library = buildLibrary(items);
    loaded.set(key, library);
  }
  return library;
}

function buildLibrary(items: readonly ContentItem[]): ContentLibrary {
  const byKey = new Map(items.map((item) => [`${item.kind}/${item.slug}`, item]));
  const index = new SearchIndex(items);
  const routes = items.filter((item): item is Route => item.kind === 'route');
  const catalogue = new RouteCatalogue(routes);
  return {
    guides: items.filter((item): item is Guide => item.kind === 'guide'),
    posts: items.filter((item): item is Post => item.kind === 'post'),
    routes,
    find: (kind, slug) => byKey.get(`${kind}/${slug}`),
    search: (query) => index.search(query),
    findRoutes: (filter) => catalogue.find(filter),
  };
}
