import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseContentFile } from '../content/lib/content-file.js';
import { loadContent } from '../content/lib/load-content.js';
import type { Photo, Route } from '../content/lib/types.js';
import {
  CommonsUnreachableError,
  checkCredits,
  type FetchFunction,
  fileTitle,
  htmlToText,
  imageInfoUrl,
  recordConfirmation,
} from './commons-credits.js';

// Hand-written answers in the Commons API's format (see test/fixtures/commons-api/README.md).
const ANSWERS: Record<string, string> = {
  'File:Faro de ejemplo.jpg': 'matching.json',
  'File:Puerto de ejemplo.jpg': 'other-author.json',
  'File:Pueblo de ejemplo.jpg': 'other-licence.json',
  'File:No existe ejemplo.jpg': 'missing.json',
};

const recordedCommons: FetchFunction = async (url) => {
  const title = new URL(url).searchParams.get('titles') ?? '';
  const name = ANSWERS[title];
  if (!name) throw new Error(`no recorded answer for ${title}`);
  return new Response(readFileSync(new URL(`../test/fixtures/commons-api/${name}`, import.meta.url)), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
};

function photo(file: string, author: string, license: string): Photo {
  return {
    caption: 'Una foto',
    author,
    license,
    source_url: `https://commons.wikimedia.org/wiki/File:${encodeURIComponent(file.replaceAll(' ', '_'))}`,
    credit_confirmed_at: null,
  };
}

describe('checkCredits on recorded Commons answers', () => {
  it('confirms an equal credit and reports a different author, a different licence and a missing file', async () => {
    const checks = await checkCredits(
      [
        photo('Faro de ejemplo.jpg', 'autora  ejemplo', 'cc by-sa 3.0'),
        photo('Puerto de ejemplo.jpg', 'Autor Ejemplo', 'CC BY 4.0'),
        photo('Pueblo de ejemplo.jpg', 'Autor Ejemplo', 'CC BY-SA 3.0'),
        photo('No existe ejemplo.jpg', 'Autor Ejemplo', 'CC BY 4.0'),
      ],
      { fetch: recordedCommons },
    );
    expect(checks.map((check) => check.status)).toEqual(['confirmed', 'mismatch', 'mismatch', 'missing']);
    expect(checks[0]).toMatchObject({
      file: { artist: 'Autora Ejemplo', licenseShortName: 'CC BY-SA 3.0' },
    });
    expect(checks[1]).toMatchObject({
      differences: ['author: credited "Autor Ejemplo", Commons says "Otro Autor"'],
    });
    expect(checks[2]).toMatchObject({
      differences: [
        'licence: credited "CC BY-SA 3.0", Commons says "CC BY-SA 4.0" (https://creativecommons.org/licenses/by-sa/4.0)',
      ],
    });
    expect(checks[3]).toMatchObject({ status: 'missing', title: 'File:No existe ejemplo.jpg' });
  });

  it('asks the imageinfo query with extmetadata and url, in formatversion 2, for the decoded title', () => {
    const url = new URL(imageInfoUrl(fileTitle('https://commons.wikimedia.org/wiki/File:Albarrac%C3%ADn,_Teruel.JPG')));
    expect(url.origin + url.pathname).toBe('https://commons.wikimedia.org/w/api.php');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      action: 'query',
      prop: 'imageinfo',
      iiprop: 'extmetadata|url',
      titles: 'File:Albarracín, Teruel.JPG',
      format: 'json',
      formatversion: '2',
    });
  });

  it('turns a network failure into CommonsUnreachableError naming the host', async () => {
    const offline: FetchFunction = () => Promise.reject(new TypeError('fetch failed'));
    await expect(checkCredits([photo('Faro de ejemplo.jpg', 'A', 'B')], { fetch: offline })).rejects.toThrow(
      new CommonsUnreachableError('commons.wikimedia.org', 'fetch failed'),
    );
  });

  it('reads the text of Commons Artist HTML', () => {
    expect(htmlToText('<a href="//x" title="User:Jos&eacute;">Jos&#233; &amp;\n <b>Ana</b></a>')).toBe('José & Ana');
  });
});

describe('recordConfirmation', () => {
  const route = loadContent().routes.find((r) => r.photos.length >= 2) as Route;
  const text = readFileSync(route.file, 'utf8');
  const second = route.photos[1] as Photo;

  it('sets the date of one photo only, and the file still parses', () => {
    const written = recordConfirmation(text, second.source_url, '2026-11-24');
    const reread = parseContentFile('route', route.file, written) as Route;
    expect(reread.photos.map((p) => p.credit_confirmed_at)).toEqual(
      route.photos.map((p) => (p === second ? '2026-11-24' : p.credit_confirmed_at)),
    );
    expect(written.split('\n').length).toBe(text.split('\n').length);
    expect(recordConfirmation(written, second.source_url, null)).toBe(text);
  });

  it('refuses a source_url the file does not credit', () => {
    expect(() => recordConfirmation(text, 'https://commons.wikimedia.org/wiki/File:Nope.jpg', null)).toThrow(
      /no photo with source_url/,
    );
  });
});

describe('the route content', () => {
  it('dates a confirmation only within the life of the route (null: not checked against Commons)', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const route of loadContent().routes) {
      for (const { credit_confirmed_at: confirmed } of route.photos) {
        if (confirmed !== null) expect(confirmed >= route.published && confirmed <= today, route.file).toBe(true);
      }
    }
  });
});
