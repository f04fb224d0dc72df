// Reads one markdown file: YAML front matter checked against its schema, then the markdown body.
import { basename } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { parseYaml } from '../../core/yaml-text.js';
import { findCommunity } from './communities.js';
import { describeErrors, frontMatterValidators } from './front-matter-schema.js';
import type { ArticleFrontMatter, ContentItem, ContentKind, Guide, Post, Route } from './types.js';

/** Every problem found in the content, one line each, each naming the file and the field. */
export class ContentError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid content:\n  ${problems.join('\n  ')}`);
    this.name = 'ContentError';
    this.problems = problems;
  }
}

export function parseContentFile(kind: ContentKind, file: string, text: string): ContentItem {
  const { data, body } = splitFrontMatter(file, text);
  return kind === 'route' ? toRoute(data, file, body) : toArticle(kind, data, file, body);
}

// "---" on the first line (after an optional byte-order mark) opens the front matter, the next "---" line closes it.
const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

function splitFrontMatter(file: string, text: string): { data: unknown; body: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new ContentError([`${file}: no front matter; the file must start with a "---" line and close it`]);
  try {
    return { data: parseYaml(match[1] ?? ''), body: (match[2] ?? '').trim() };
  } catch (error) {
    throw new ContentError([`${file}: front matter is not valid YAML: ${(error as Error).message}`]);
  }
}

function toArticle(kind: 'guide' | 'post', data: unknown, file: string, body: string): Guide | Post {
  const validateArticle = frontMatterValidators().article;
  if (!validateArticle(data)) throw schemaError(file, validateArticle);
  const problems = commonProblems(data, file, body);
  if (problems.length > 0) throw new ContentError(problems);
  return { ...data, kind, file, body_markdown: body };
}

function toRoute(data: unknown, file: string, body: string): Route {
  const validateRoute = frontMatterValidators().route;
  if (!validateRoute(data)) throw schemaError(file, validateRoute);
  const problems = commonProblems(data, file, body);
  if (!data.communities.includes(data.community))
    problems.push(`${file}: communities: must include the main community "${data.community}"`);
  // The schema's enum already limits community to known slugs; the lookup gives the code and the name.
  const community = findCommunity(data.community);
  if (!community) problems.push(`${file}: community: unknown "${data.community}"`);
  if (problems.length > 0 || !community) throw new ContentError(problems);
  return { ...data, kind: 'route', file, body_markdown: body, community };
}

function commonProblems(data: ArticleFrontMatter, file: string, body: string): string[] {
  const problems: string[] = [];
  const expected = basename(file, '.md');
  if (data.slug !== expected) problems.push(`${file}: slug: "${data.slug}" must equal the file name "${expected}"`);
  if (data.updated < data.published)
    problems.push(`${file}: updated: ${data.updated} is before published ${data.published}`);
  if (body === '') problems.push(`${file}: the markdown body is empty`);
  return problems;
}

function schemaError(file: string, validate: ValidateFunction): ContentError {
  return new ContentError(describeErrors(validate.errors).map((problem) => `${file}: ${problem}`));
}
