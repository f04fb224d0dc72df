// Editorial content: search across guides, posts and routes, and one item with its related links resolved.
import { type ContentLibrary, loadContent } from '../../content/lib/load-content.js';
import { operationForPath, parseRelated } from '../../content/lib/related.js';
import { type ContentItem, type ContentKind, EDITORIAL_LANGUAGE } from '../../content/lib/types.js';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import type { Handler, HandlerContext, Schemas } from '../shared/types.js';

const WEB_SECTIONS: Readonly<Record<ContentKind, string>> = { guide: '/guias', post: '/blog', route: '/rutas' };
const NOT_FOUND = { guide: 'GUIDE_NOT_FOUND', post: 'ARTICLE_NOT_FOUND', route: 'ROUTE_NOT_FOUND' } as const;

/** The API address of an item: /v1/content/<type>/<slug>. */
export function contentApiPath(kind: ContentKind, slug: string): string {
  return `/v1/content/${kind}/${slug}`;
}

/** The item's page on the public website: /guias/<slug>, /blog/<slug> or /rutas/<slug>. */
export function contentWebPath(kind: ContentKind, slug: string): string {
  return `${WEB_SECTIONS[kind]}/${slug}`;
}

/** What a search hit and a full item both say of an item. */
function itemHeader(item: ContentItem) {
  return {
    type: item.kind,
    slug: item.slug,
    title: item.title,
    summary: item.summary,
    direct_answer: item.direct_answer,
    tags: item.tags,
    published: item.published,
    updated: item.updated,
  };
}

export const searchContent: Handler<'searchContent'> = ({ query }, { links }) => {
  const { total, hits } = loadContent().search({
    q: query.q,
    type: query.type,
    tag: query.tag,
    limit: query.limit,
  });
  return {
    data: {
      query: query.q ?? null,
      total,
      results: hits.map(({ item, matchedIn }) => ({
        ...itemHeader(item),
        matched_in: matchedIn,
        url: links.api(contentApiPath(item.kind, item.slug)),
        web_url: links.site(contentWebPath(item.kind, item.slug)),
      })),
    },
    ...(hits.length > 0 ? { editorialLanguage: EDITORIAL_LANGUAGE } : {}),
  };
};

export const getContentItem: Handler<'getContentItem'> = ({ path }, context) => {
  const { links } = context;
  const library = loadContent();
  const item = library.find(path.type, path.slug);
  if (!item) throw new ApiProblem(NOT_FOUND[path.type], PROBLEM_DETAILS.contentNotFound(path.type, path.slug));
  const webUrl = links.site(contentWebPath(item.kind, item.slug));
  return {
    data: {
      ...itemHeader(item),
      body_markdown: item.body_markdown,
      faq: item.faq,
      sources: item.sources,
      related: relatedLinks(item, library, context),
      web_url: webUrl,
    },
    webUrl,
    editorialLanguage: EDITORIAL_LANGUAGE,
  };
};

// Loading already rejected related entries that point at nothing, so nothing is dropped here in practice.
function relatedLinks(
  item: ContentItem,
  library: ContentLibrary,
  { links, language }: Pick<HandlerContext, 'links' | 'language'>,
): Schemas['RelatedLink'][] {
  return item.related.flatMap((ref): Schemas['RelatedLink'][] => {
    const target = parseRelated(ref);
    if (target === undefined) return [];
    if (target.kind === 'endpoint') {
      const operation = operationForPath(target.path);
      const title = operation?.summary[language];
      return title ? [{ kind: 'endpoint', title, url: links.api(target.path) }] : [];
    }
    const related = library.find(target.kind, target.slug);
    return related
      ? [{ kind: related.kind, title: related.title, url: links.api(contentApiPath(related.kind, related.slug)) }]
      : [];
  });
}
