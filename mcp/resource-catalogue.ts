// The resources: what an agent can read without a tool call, each at a stable `fuel-prices://` URI. A custom scheme,
// as the MCP spec advises for what a client cannot fetch from the web itself: the same URI names the same thing on
// stdio and on every deployment (an https address under PUBLIC_API_URL would change with it and answer JSON where a
// guide here is Markdown). Every read of data is an operation run through the pipeline, like a tool call.
import type { Resource, ResourceTemplate } from '@modelcontextprotocol/sdk/types.js';
import { loadContent } from '../content/lib/load-content.js';
import type { ContentKind } from '../content/lib/types.js';
import type { Language } from '../core/language.js';
import { OPERATIONS, type OperationId } from '../generated/operations.js';
import type { Answer } from '../runtime/pipeline/operation-pipeline.js';
import type { DataCompletionKind } from './completions.js';
import type { ServedData } from './served-data.js';
import type { InvocationArguments } from './tool-arguments.js';

export const RESOURCE_SCHEME = 'fuel-prices://';

export interface ReadContext {
  /** Runs an operation through the pipeline (cache, budget, language), after the first load on stdio. */
  run(operationId: OperationId, args: InvocationArguments): Promise<Answer>;
  served: ServedData;
  language: Language;
}

/** What reads the resources at the URIs a template describes (a listed resource is a template without variables). */
export interface ResourceReader {
  /** An RFC 6570 level-1 template: `{name}` stands for one path segment. */
  uriTemplate: string;
  mimeType: string;
  /** The operation a read runs (its rate class is the read's); null for a file or a fixture. */
  operationId: OperationId | null;
  /** Listed by resources/templates/list, with what a client shows; a reader without it backs listed resources. */
  template?: Omit<ResourceTemplate, 'uriTemplate' | 'mimeType'>;
  /** The kind of name each variable is completed with. */
  complete?: Readonly<Record<string, DataCompletionKind>>;
  /** The text of the resource at a URI with these variables; throws an ApiProblem or an RpcError when there is none. */
  read(variables: Readonly<Record<string, string>>, context: ReadContext): Promise<string>;
}

export const JSON_TYPE = 'application/json';
const MARKDOWN_TYPE = 'text/markdown';

/** A JSON answer of an operation, `{data, meta}` as a tool result's text (a bare document as it is). */
const jsonOf = (answer: Answer): string => `${answer.head.toString()}${answer.tail}`;

/** The resource of a guide or post: its Markdown, then its FAQ, sources and page, in the session's language. */
function contentReader(kind: Extract<ContentKind, 'guide' | 'post'>, folder: string): ResourceReader {
  return {
    uriTemplate: `${RESOURCE_SCHEME}${folder}/{slug}`,
    mimeType: MARKDOWN_TYPE,
    operationId: 'getContentItem',
    read: async ({ slug = '' }, context) => {
      const answer = await context.run('getContentItem', { path: { type: kind, slug } });
      return contentMarkdown(answer.value?.().data as ContentData, context.language);
    },
  };
}

interface ContentData {
  body_markdown: string;
  faq: { question: string; answer: string }[];
  sources: { title: string; url: string }[];
  web_url: string;
  updated: string;
}

const LABELS = {
  es: { faq: 'Preguntas frecuentes', sources: 'Fuentes', page: 'En la web', updated: 'actualizado el' },
  en: { faq: 'Frequently asked questions', sources: 'Sources', page: 'On the website', updated: 'updated' },
} as const;

export function contentMarkdown(data: ContentData, language: Language): string {
  const label = LABELS[language];
  const parts = [data.body_markdown.trim()];
  if (data.faq.length > 0) {
    parts.push(`## ${label.faq}`, ...data.faq.map(({ question, answer }) => `**${question}**\n\n${answer}`));
  }
  if (data.sources.length > 0) {
    parts.push(`## ${label.sources}`, data.sources.map(({ title, url }) => `- [${title}](${url})`).join('\n'));
  }
  parts.push(`---\n\n${label.page}: ${data.web_url} (${label.updated} ${data.updated})`);
  return `${parts.join('\n\n')}\n`;
}

/** A resource answered by an operation's JSON, its variables passed as the operation's path or query. */
function operationReader(
  uriTemplate: string,
  operationId: OperationId,
  args: (variables: Readonly<Record<string, string>>) => InvocationArguments,
  template?: ResourceReader['template'],
  complete?: ResourceReader['complete'],
): ResourceReader {
  return {
    uriTemplate: `${RESOURCE_SCHEME}${uriTemplate}`,
    mimeType: JSON_TYPE,
    operationId,
    ...(template ? { template } : {}),
    ...(complete ? { complete } : {}),
    read: async (variables, context) => jsonOf(await context.run(operationId, args(variables))),
  };
}

const pricesOf = (level: 'community' | 'province' | 'municipality', plural: string, example: string) =>
  operationReader(
    `prices/${plural}/{${level}}`,
    'getPrices',
    (variables) => ({ query: { level, code: variables[level] } }),
    {
      name: `${level}-prices`,
      title: `Fuel prices in one ${level}`,
      description:
        `Today's price statistics of every fuel in one ${level} (mean, median, extremes, the cheapest station, the ` +
        `change since the day before), as get_fuel_prices gives them: {data, meta}. \`${level}\` is a slug or code ` +
        `(e.g. ${example}); completion offers slugs, accents and case aside.`,
    },
    { [level]: level },
  );

/** Where the data dictionary comes from: a file of the snapshot being served, read by mcp/data-dictionary.ts. */
export const DATA_DICTIONARY_URI = `${RESOURCE_SCHEME}datapackage.json`;
const OPENAPI_URI = `${RESOURCE_SCHEME}openapi.json`;
const SPAIN_PRICES_URI = `${RESOURCE_SCHEME}prices/spain`;

/** Every reader of the service's resources, but the data dictionary (mcp/data-dictionary.ts). */
export const OPERATION_READERS: readonly ResourceReader[] = [
  operationReader(
    'stations/{id}',
    'getStation',
    (variables) => ({ path: { id: variables.id ?? '' } }),
    {
      name: 'station',
      title: "One station's record",
      description:
        "One station's record, as get_station gives it: every fuel price with its update time, address, opening " +
        'hours and whether it is open now, as {data, meta}. `id` is the ministry id (IDEESS); completion finds ids ' +
        'by the station\'s sign and town ("repsol malaga") or by the start of an id.',
    },
    { id: 'station' },
  ),
  pricesOf('community', 'communities', 'andalucia or 01'),
  pricesOf('province', 'provinces', 'malaga or 29'),
  pricesOf('municipality', 'municipalities', 'ronda'),
  operationReader(
    'routes/{slug}',
    'getRoute',
    (variables) => ({ path: { slug: variables.slug ?? '' } }),
    {
      name: 'route',
      title: 'One route of the catalogue',
      description:
        'One car or motorbike route of the catalogue with its stages and the cheapest fuel along it, as get_route ' +
        'gives it: {data, meta}. Counts against the heavy rate limit, as get_route does. Completion offers the slugs.',
    },
    { slug: 'route' },
  ),
  operationReader(
    'brands/{slug}',
    'getBrand',
    (variables) => ({ path: { slug: variables.slug ?? '' } }),
    {
      name: 'brand',
      title: "One brand's prices",
      description:
        "One brand's stations and price statistics per fuel, with its rank among the larger brands, as " +
        'compare_brands (kind brand) gives them: {data, meta}. Completion offers the slugs.',
    },
    { slug: 'brand' },
  ),
  operationReader(
    'roads/{slug}',
    'getRoadStations',
    (variables) => ({ path: { slug: variables.slug ?? '' } }),
    {
      name: 'road',
      title: "One road's stations",
      description:
        'The stations along one road in km order with their gasoline 95 prices, as find_fuel_on_road (kind road) ' +
        'gives them: {data, meta}. Completion offers the slugs ("a4", "A-4" or "Autovía del Sur" find a-4).',
    },
    { slug: 'road' },
  ),
  contentReader('guide', 'guides'),
  contentReader('post', 'posts'),
  operationReader('openapi.json', 'getOpenApi', () => ({})),
  operationReader('prices/spain', 'getPrices', () => ({})),
];

/** The resources resources/list gives (the guides and posts as the content library has them), in this order. */
export function listedResources(): Resource[] {
  const { guides, posts } = loadContent();
  return [
    {
      uri: DATA_DICTIONARY_URI,
      name: 'datapackage.json',
      title: 'Data dictionary',
      description:
        'The data dictionary of the open-data downloads of the snapshot being served (Frictionless Data Package): ' +
        'every file with its size, SHA-256 and licence, and the type, unit and meaning of every column.',
      mimeType: JSON_TYPE,
    },
    {
      uri: OPENAPI_URI,
      name: 'openapi.json',
      title: 'OpenAPI description',
      description:
        'The OpenAPI 3.1 description of the REST API the tools are generated from: every operation, parameter ' +
        'and answer schema (English).',
      mimeType: JSON_TYPE,
    },
    {
      uri: SPAIN_PRICES_URI,
      name: 'spain-prices',
      title: 'Fuel prices in Spain today',
      description: "Today's price statistics of every fuel in Spain, as get_fuel_prices gives them: {data, meta}.",
      mimeType: JSON_TYPE,
    },
    ...[...guides, ...posts].map((item) => ({
      uri: `${RESOURCE_SCHEME}${item.kind === 'guide' ? 'guides' : 'posts'}/${item.slug}`,
      name: item.slug,
      title: item.title,
      description: `${item.kind === 'guide' ? 'Guide' : 'Article'} (in Spanish): ${item.summary}`,
      mimeType: MARKDOWN_TYPE,
      annotations: { lastModified: `${item.updated}T00:00:00Z` },
    })),
  ];
}

/** A reader's template as resources/templates/list gives it; null for a reader that backs listed resources only. */
export function advertisedTemplate(reader: ResourceReader): ResourceTemplate | null {
  return reader.template ? { uriTemplate: reader.uriTemplate, mimeType: reader.mimeType, ...reader.template } : null;
}

const patterns = new WeakMap<ResourceReader, { pattern: RegExp; names: string[] }>();

/** The template as a regular expression (each variable one non-empty path segment), made once per reader. */
function patternOf(reader: ResourceReader): { pattern: RegExp; names: string[] } {
  let known = patterns.get(reader);
  if (!known) {
    const names: string[] = [];
    const source = reader.uriTemplate
      .split(/(\{[a-z_]+\})/)
      .map((part) => {
        const name = /^\{([a-z_]+)\}$/.exec(part)?.[1];
        if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '([^/?#]+)';
      })
      .join('');
    known = { pattern: new RegExp(`^${source}$`), names };
    patterns.set(reader, known);
  }
  return known;
}

/** The variables of `uri` if `reader` reads it, decoded, else null. */
export function matchUri(reader: ResourceReader, uri: string): Record<string, string> | null {
  const { pattern, names } = patternOf(reader);
  const match = pattern.exec(uri);
  if (!match) return null;
  const variables: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    try {
      variables[name] = decodeURIComponent(match[i + 1] as string);
    } catch {
      return null;
    }
  }
  return variables;
}

/** The rate class of a read of `uri` (a route counts as heavy, as get_route does); normal for anything else. */
export function resourceRateClass(uri: string): 'normal' | 'heavy' {
  const reader = OPERATION_READERS.find((r) => matchUri(r, uri) !== null);
  const operation = OPERATIONS.find((op) => op.operationId === reader?.operationId);
  return operation?.rateClass ?? 'normal';
}
