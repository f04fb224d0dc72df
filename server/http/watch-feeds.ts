// The watch as a feed (openapi.yaml, GET /v1/watch): Atom 1.0 (RFC 4287) or JSON Feed 1.1, written from the JSON
// answer the pipeline made (cached, hashed and counted as every answer), so the three forms never disagree.
import type { Language } from '../../core/language.js';
import type { Links } from '../../core/links.js';
import type { components } from '../../generated/openapi-types.js';
import { escapeHtml } from '../pages/error-docs.js';
import { parseAccept, qualityOf } from './accept.js';

export type WatchForm = 'json' | 'atom' | 'jsonfeed';

export const FEED_MEDIA_TYPES: Readonly<Record<Exclude<WatchForm, 'json'>, string>> = {
  atom: 'application/atom+xml',
  jsonfeed: 'application/feed+json',
};

/** The form an operation answers in: fixed for the paths with an extension, negotiated on /v1/watch. */
export function watchForm(operationId: string, accept: string | undefined): WatchForm | null {
  if (operationId === 'getWatchAtom') return 'atom';
  if (operationId === 'getWatchJsonFeed') return 'jsonfeed';
  if (operationId !== 'getWatch') return null;
  if (!accept) return 'json';
  const ranges = parseAccept(accept);
  const json = qualityOf(ranges, 'application/json');
  const atom = qualityOf(ranges, FEED_MEDIA_TYPES.atom);
  const feed = qualityOf(ranges, FEED_MEDIA_TYPES.jsonfeed);
  // A feed only when preferred to JSON: a tie, or a client that never thought of Accept, keeps the JSON.
  if (atom > json && atom >= feed) return 'atom';
  if (feed > json) return 'jsonfeed';
  return 'json';
}

/** The form's own ETag: a weak ETag of the JSON with the form's name, so that no form validates another. */
export const formEtag = (etag: string, form: WatchForm): string =>
  form === 'json' ? etag : `${etag.slice(0, -1)}-${form}"`;

type Watch = components['schemas']['WatchData'];
type Meta = components['schemas']['Meta'];

const TEXTS = {
  summary: {
    es: (event: Watch['events'][number], date: string) =>
      `${event.title} (${event.direction === 'down' ? 'baja' : 'sube'}; precio del ${date})`,
    en: (event: Watch['events'][number], date: string) =>
      `${event.title} (${event.direction === 'down' ? 'down' : 'up'}; price of ${date})`,
  },
  author: { es: 'Precio de los carburantes', en: 'Fuel Price Service' },
} as const;

interface FeedInput {
  watch: Watch;
  meta: Meta;
  language: Language;
  links: Links;
  /** The request's path and query string, for the feed's own address and id. */
  path: string;
  search: string;
}

/** The watch's query, its parameters sorted: the same watch has one feed id however its URL is written. */
function canonicalQuery(search: string): string {
  const params = [...new URLSearchParams(search)].sort(([a], [b]) => a.localeCompare(b));
  return new URLSearchParams(params).toString();
}

function common({ watch, meta, language, links, path, search }: FeedInput) {
  const query = canonicalQuery(search);
  const host = new URL(links.site('/')).host;
  return {
    id: `tag:${host},2026:watch?${query}`,
    title: watch.title,
    self: links.api(`${path}${search ? `?${search}` : ''}`),
    json: links.api(`/v1/watch?${query}`),
    home: links.site('/'),
    updated: meta.last_updated ?? new Date(0).toISOString(),
    author: TEXTS.author[language],
    rights: meta.attribution,
    entries: watch.events.map((event) => ({
      event,
      url: links.site(`/gasolinera/${event.station_id}`),
      summary: TEXTS.summary[language](event, event.id.slice(event.id.lastIndexOf('/') + 1)),
    })),
  };
}

export function atomFeed(input: FeedInput): string {
  const feed = common(input);
  const x = escapeHtml;
  const entries = feed.entries.map(
    ({ event, url, summary }) => `  <entry>
    <id>${x(event.id)}</id>
    <title>${x(event.title)}</title>
    <updated>${event.at}</updated>
    <published>${event.at}</published>
    <link rel="alternate" type="text/html" href="${x(url)}"/>
    <summary>${x(summary)}</summary>
  </entry>
`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${input.language}">
  <id>${x(feed.id)}</id>
  <title>${x(feed.title)}</title>
  <updated>${feed.updated}</updated>
  <author><name>${x(feed.author)}</name><uri>${x(feed.home)}</uri></author>
  <link rel="self" type="application/atom+xml" href="${x(feed.self)}"/>
  <link rel="alternate" type="application/json" href="${x(feed.json)}"/>
  <rights>${x(feed.rights)}</rights>
${entries.join('')}</feed>
`;
}

export function jsonFeed(input: FeedInput): string {
  const feed = common(input);
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    home_page_url: feed.home,
    feed_url: feed.self,
    description: feed.rights,
    language: input.language,
    authors: [{ name: feed.author, url: feed.home }],
    items: feed.entries.map(({ event, url, summary }) => ({
      id: event.id,
      url,
      title: event.title,
      content_text: summary,
      date_published: event.at,
      date_modified: event.at,
    })),
  });
}
