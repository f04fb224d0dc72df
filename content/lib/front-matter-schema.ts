// JSON Schemas (2020-12) of the front matter of guides, posts and routes, and their validators.
import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { COMMUNITY_SLUGS } from './communities.js';
import type { ArticleFrontMatter, RouteFrontMatter } from './types.js';

const text = { type: 'string', minLength: 1 };
const slug = { type: 'string', maxLength: 120, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' };
const date = { type: 'string', format: 'date' };
const webUrl = { type: 'string', format: 'uri', pattern: '^https?://' };
const list = (items: object, minItems = 0) => ({ type: 'array', items, minItems, uniqueItems: true });
const record = (properties: Record<string, object>) => ({
  type: 'object',
  required: Object.keys(properties),
  additionalProperties: false,
  properties,
});

const articleProperties = {
  slug,
  title: text,
  summary: text,
  direct_answer: text,
  tags: list(slug, 1),
  published: date,
  updated: date,
  faq: list(record({ question: text, answer: text })),
  sources: list(record({ title: text, url: webUrl })),
  related: list({
    type: 'string',
    pattern: '^((guide|post|route)/[a-z0-9]+(-[a-z0-9]+)*|/v1(/[a-z0-9_-]+)+)$',
  }),
};

const community = { type: 'string', enum: COMMUNITY_SLUGS };

const routeProperties = {
  ...articleProperties,
  type: { type: 'string', enum: ['moto', 'rurales', 'costa', 'montana', 'clasicas'] },
  community,
  communities: list(community, 1),
  length_km: { type: 'number', exclusiveMinimum: 0 },
  duration_hours: { type: 'number', exclusiveMinimum: 0 },
  best_season: list({ type: 'string', enum: ['primavera', 'verano', 'otono', 'invierno'] }, 1),
  highlights: list(text, 1),
  path: {
    type: 'array',
    minItems: 2,
    items: record({
      name: text,
      lat: { type: 'number', minimum: -90, maximum: 90 },
      lng: { type: 'number', minimum: -180, maximum: 180 },
    }),
  },
  photos: list(
    record({
      caption: text,
      author: text,
      license: text,
      source_url: webUrl,
      // Written by `npm run check:credits --write`; null until the credit is checked against Commons.
      credit_confirmed_at: { type: ['string', 'null'], format: 'date' },
    }),
  ),
};

// Compiled when the content is first read, not when this module is imported: the server imports it at start but
// reads its content in a worker. Ajv and its formats are required then too, not imported with this module.
let validators:
  | { article: ValidateFunction<ArticleFrontMatter>; route: ValidateFunction<RouteFrontMatter> }
  | undefined;

export function frontMatterValidators(): NonNullable<typeof validators> {
  if (!validators) {
    const require = createRequire(import.meta.url);
    const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
    const addFormats = require('ajv-formats') as typeof import('ajv-formats');
    const ajv = new Ajv2020({ allErrors: true });
    addFormats.default(ajv);
    validators = {
      article: ajv.compile<ArticleFrontMatter>(record(articleProperties)),
      route: ajv.compile<RouteFrontMatter>(record(routeProperties)),
    };
  }
  return validators;
}

/** One line per Ajv error, naming the field: "faq[1].answer: must NOT have fewer than 1 characters". */
export function describeErrors(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    let field = error.instancePath
      .split('/')
      .slice(1)
      .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
      .join('')
      .replace(/^\./, '');
    let message = error.message ?? 'is not valid';
    if (error.keyword === 'required') {
      field = joinField(field, String(error.params.missingProperty));
      message = 'is required';
    }
    if (error.keyword === 'additionalProperties') {
      field = joinField(field, String(error.params.additionalProperty));
      message = 'is not a known field';
    }
    if (error.keyword === 'enum') message = `must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
    return `${field || '(front matter)'}: ${message}`;
  });
}

function joinField(parent: string, child: string): string {
  return parent === '' ? child : `${parent}.${child}`;
}
