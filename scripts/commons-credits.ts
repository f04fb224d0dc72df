// Checks the route photo credits (author, licence) against the file pages of Wikimedia Commons.
import type { Photo } from '../content/lib/types.js';

export const COMMONS_API_URL = 'https://commons.wikimedia.org/w/api.php';
/** Per request: a blocked or black-holed network fails within this instead of hanging. */
export const COMMONS_TIMEOUT_MS = 10_000;
// Wikimedia's User-Agent policy asks every client to name itself and a contact.
const USER_AGENT = 'fuel-price-service check:credits (https://gasolineras.dev)';

export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

export interface CommonsFile {
  title: string;
  /** Plain text of extmetadata.Artist (Commons gives HTML). */
  artist: string | null;
  licenseShortName: string | null;
  licenseUrl: string | null;
}

export type CreditCheck =
  | { status: 'confirmed'; photo: Photo; file: CommonsFile }
  | { status: 'mismatch'; photo: Photo; file: CommonsFile; differences: string[] }
  | { status: 'missing'; photo: Photo; title: string };

/** The network could not be used at all: nothing was checked. */
export class CommonsUnreachableError extends Error {
  constructor(host: string, cause: string) {
    super(`cannot reach ${host}: ${cause}`);
    this.name = 'CommonsUnreachableError';
  }
}

/** "File:Name.jpg" from a Commons file page address (percent-decoded, underscores as spaces). */
export function fileTitle(sourceUrl: string): string {
  const match = /\/wiki\/(File:[^?#]+)$/.exec(new URL(sourceUrl).pathname);
  if (!match?.[1]) throw new Error(`${sourceUrl} is not a Wikimedia Commons file page`);
  return decodeURIComponent(match[1]).replaceAll('_', ' ');
}

export function imageInfoUrl(title: string, apiUrl: string = COMMONS_API_URL): string {
  const url = new URL(apiUrl);
  for (const [name, value] of Object.entries({
    action: 'query',
    prop: 'imageinfo',
    iiprop: 'extmetadata|url',
    titles: title,
    redirects: '1',
    format: 'json',
    formatversion: '2',
  })) {
    url.searchParams.set(name, value);
  }
  return url.toString();
}

interface ExtMetadataField {
  value?: unknown;
}

interface ImageInfoAnswer {
  query?: {
    pages?: {
      title?: string;
      missing?: boolean;
      invalid?: boolean;
      imageinfo?: { extmetadata?: Record<string, ExtMetadataField | undefined> }[];
    }[];
  };
}

/** The file described by one imageinfo answer (formatversion=2), or null when Commons has no such file. */
export function parseImageInfo(answer: ImageInfoAnswer): CommonsFile | null {
  const page = answer.query?.pages?.[0];
  const info = page?.imageinfo?.[0];
  if (!page || page.missing || page.invalid || !info) return null;
  const field = (name: string): string | null => {
    const value = info.extmetadata?.[name]?.value;
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  const artist = field('Artist');
  return {
    title: page.title ?? '',
    artist: artist === null ? null : htmlToText(artist),
    licenseShortName: field('LicenseShortName'),
    licenseUrl: field('LicenseUrl'),
  };
}

/** Compares the credit with the file page; case, spacing and HTML markup do not count as differences. */
export function compareCredit(photo: Photo, file: CommonsFile): CreditCheck {
  const differences: string[] = [];
  if (normalise(photo.author) !== normalise(file.artist ?? ''))
    differences.push(`author: credited "${photo.author}", Commons says "${file.artist ?? '(none)'}"`);
  if (normalise(photo.license) !== normalise(file.licenseShortName ?? ''))
    differences.push(
      `licence: credited "${photo.license}", Commons says "${file.licenseShortName ?? '(none)'}"` +
        (file.licenseUrl ? ` (${file.licenseUrl})` : ''),
    );
  return differences.length === 0
    ? { status: 'confirmed', photo, file }
    : { status: 'mismatch', photo, file, differences };
}

/** Asks Commons about each photo's file, one request at a time; throws CommonsUnreachableError on a network failure. */
export async function checkCredits(
  photos: readonly Photo[],
  options: { fetch?: FetchFunction; apiUrl?: string; timeoutMs?: number } = {},
): Promise<CreditCheck[]> {
  const fetchFunction = options.fetch ?? fetch;
  const apiUrl = options.apiUrl ?? COMMONS_API_URL;
  const timeoutMs = options.timeoutMs ?? COMMONS_TIMEOUT_MS;
  const host = new URL(apiUrl).host;
  const checks: CreditCheck[] = [];
  for (const photo of photos) {
    const title = fileTitle(photo.source_url);
    let response: Response;
    let answer: ImageInfoAnswer;
    try {
      response = await fetchFunction(imageInfoUrl(title, apiUrl), {
        headers: { 'user-agent': USER_AGENT, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${title}`);
      answer = (await response.json()) as ImageInfoAnswer;
    } catch (error) {
      throw new CommonsUnreachableError(host, describeFailure(error, timeoutMs));
    }
    const file = parseImageInfo(answer);
    checks.push(file ? compareCredit(photo, file) : { status: 'missing', photo, title });
  }
  return checks;
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ? `${error.message} (${cause.code})` : error.message;
}

function normalise(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text a reader sees of Commons' Artist HTML: tags dropped, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The route file's text with `credit_confirmed_at` of the photo whose `source_url` is given set to `date`
 * (or null). Edits that one line so the rest of the hand-written front matter stays as it is.
 */
export function recordConfirmation(text: string, sourceUrl: string, date: string | null): string {
  const lines = text.split('\n');
  const index = lines.findIndex((line) => /^\s+source_url:\s*/.test(line) && unquote(line) === sourceUrl);
  const next = lines[index + 1];
  const match = next === undefined ? null : /^(\s+credit_confirmed_at:).*$/.exec(next);
  if (index < 0 || !match) throw new Error(`no photo with source_url ${sourceUrl} followed by credit_confirmed_at`);
  lines[index + 1] = `${match[1]} ${date === null ? 'null' : date}`;
  return lines.join('\n');
}

function unquote(line: string): string {
  const value = line.replace(/^\s+source_url:\s*/, '').trim();
  return value.replace(/^(["'])(.*)\1$/, '$2');
}
