// The project's own guides, posts and routes: valid, consistent, linked, and enough of them.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseContentFile } from './content-file.js';
import { listContentFiles, readContent } from './load-content.js';
import { operationForPath, parseRelated } from './related.js';
import type { ContentKind } from './types.js';

const files = listContentFiles();
const { items, problems } = readContent();
const routes = items.filter((item) => item.kind === 'route');

describe('content files', () => {
  it.each(files.map((f) => [basename(f.path), f] as const))('%s has valid front matter', (_name, file) => {
    expect(() => parseContentFile(file.kind, file.path, readFileSync(file.path, 'utf8'))).not.toThrow();
  });

  it('loads without any problem', () => {
    expect(problems).toEqual([]);
  });

  it('slugs are unique within each type and equal to the file name', () => {
    for (const kind of ['guide', 'post', 'route'] as const) {
      const slugs = items.filter((item) => item.kind === kind).map((item) => item.slug);
      expect(new Set(slugs).size, kind).toBe(slugs.length);
    }
    for (const item of items) expect(item.slug, item.file).toBe(basename(item.file, '.md'));
  });

  it('every related guide or post resolves to an existing item', () => {
    const keys = new Set(items.map((item) => `${item.kind}/${item.slug}`));
    const broken = items.flatMap((item) =>
      item.related
        .filter((ref) => parseRelated(ref)?.kind !== 'endpoint' && !keys.has(ref))
        .map((ref) => `${item.file}: ${ref}`),
    );
    expect(broken).toEqual([]);
  });

  it('every related API path matches an operation of the contract', () => {
    const unknown = items.flatMap((item) =>
      item.related
        .filter((ref) => ref.startsWith('/v1/') && operationForPath(ref) === undefined)
        .map((ref) => `${item.file}: ${ref}`),
    );
    expect(unknown).toEqual([]);
    expect(operationForPath('/v1/products/adblue')?.path).toBe('/v1/products/{id}');
    expect(operationForPath('/v1/stations/nearby')?.operationId).toBe('findStationsNearby');
  });
});

describe('content catalogue size', () => {
  const count = (kind: ContentKind) => items.filter((item) => item.kind === kind).length;

  it('has at least 12 guides, 8 posts and 24 routes', () => {
    expect(count('guide')).toBeGreaterThanOrEqual(12);
    expect(count('post')).toBeGreaterThanOrEqual(8);
    expect(count('route')).toBeGreaterThanOrEqual(24);
  });

  it('routes cover the five types and at least 12 communities', () => {
    expect(new Set(routes.map((route) => route.type))).toEqual(
      new Set(['moto', 'rurales', 'costa', 'montana', 'clasicas']),
    );
    expect(new Set(routes.flatMap((route) => route.communities)).size).toBeGreaterThanOrEqual(12);
  });

  it('every route path has at least 8 points, all inside Spain', () => {
    for (const route of routes) {
      expect(route.path.length, route.file).toBeGreaterThanOrEqual(8);
      const outside = route.path.filter((p) => p.lat < 27.4 || p.lat > 44 || p.lng < -18.4 || p.lng > 4.6);
      expect(outside, route.file).toEqual([]);
    }
  });

  it('every photo credits a Wikimedia Commons file page under a free licence, each file used once', () => {
    const photos = routes.flatMap((route) => route.photos.map((photo) => ({ ...photo, route: route.slug })));
    // Creative Commons attribution licences (ported ones end in a country code), CC0 or public domain.
    const freeLicence = /^(CC BY(-SA)? (2\.0|2\.5|3\.0|4\.0)( [A-Z]{2})?|CC0( 1\.0)?|Public domain)$/;
    for (const photo of photos) {
      expect(photo.source_url, photo.route).toMatch(
        /^https:\/\/commons\.wikimedia\.org\/wiki\/File:[^/\s]+\.(jpe?g|png|tiff?)$/i,
      );
      expect(photo.license, photo.route).toMatch(freeLicence);
      expect(photo.author.trim(), photo.route).not.toBe('');
    }
    expect(new Set(photos.map((photo) => photo.source_url)).size).toBe(photos.length);
  });
});
