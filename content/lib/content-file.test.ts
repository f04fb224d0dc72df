import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { guideFile } from '../../test/support/content-items.js';
import { ContentError, parseContentFile } from './content-file.js';
import { loadContent } from './load-content.js';

function problemsOf(text: string, file = 'guides/mi-guia.md'): readonly string[] {
  try {
    parseContentFile('guide', file, text);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseContentFile', () => {
  it('returns the front matter fields and the trimmed markdown body', () => {
    const item = parseContentFile('guide', 'guides/mi-guia.md', guideFile('mi-guia'));
    expect(item).toMatchObject({ kind: 'guide', slug: 'mi-guia', title: 'Una guía', updated: '2026-08-02' });
    expect(item.body_markdown).toBe('# Una guía\n\nTexto de la guía.');
  });

  it('names the file and the field of each schema error', () => {
    const problems = problemsOf(
      guideFile('mi-guia', { summary: undefined, faq: '[{ question: "¿Sí?" }]', extra: '1' }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'guides/mi-guia.md: summary: is required',
        'guides/mi-guia.md: faq[0].answer: is required',
        'guides/mi-guia.md: extra: is not a known field',
      ]),
    );
  });

  it('rejects bad dates, bad related entries and a slug other than the file name', () => {
    expect(problemsOf(guideFile('otra', { published: '"2026-02-30"' }))).toEqual([
      'guides/mi-guia.md: published: must match format "date"',
    ]);
    expect(problemsOf(guideFile('mi-guia', { related: '["guia/x"]' }))[0]).toMatch(
      /^guides\/mi-guia.md: related\[0\]:/,
    );
    expect(problemsOf(guideFile('otra'))).toEqual([
      'guides/mi-guia.md: slug: "otra" must equal the file name "mi-guia"',
    ]);
    expect(problemsOf(guideFile('mi-guia', { updated: '"2026-07-01"' }))).toEqual([
      'guides/mi-guia.md: updated: 2026-07-01 is before published 2026-08-01',
    ]);
  });

  it('reports missing front matter and invalid YAML', () => {
    expect(problemsOf('# Sin cabecera')).toEqual([
      'guides/mi-guia.md: no front matter; the file must start with a "---" line and close it',
    ]);
    expect(problemsOf('---\ntitle: [sin cerrar\n---\nTexto')[0]).toMatch(/front matter is not valid YAML/);
  });

  it('checks that a route lists its main community among those it crosses', () => {
    const text = guideFile('ruta', {
      type: 'moto',
      community: 'asturias',
      communities: '[cantabria]',
      length_km: '50',
      duration_hours: '1',
      best_season: '[verano]',
      highlights: '["Mirador"]',
      path: '[{ name: A, lat: 43.1, lng: -5.1 }, { name: B, lat: 43.2, lng: -5.2 }]',
      photos: '[]',
    });
    expect(() => parseContentFile('route', 'routes/ruta.md', text)).toThrow(
      'routes/ruta.md: communities: must include the main community "asturias"',
    );
    const fixed = text.replace('[cantabria]', '[asturias, cantabria]');
    expect(parseContentFile('route', 'routes/ruta.md', fixed)).toMatchObject({
      community: { code: '03', slug: 'asturias', name: 'Principado de Asturias' },
    });
  });
});

describe('loadContent', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  function contentDir(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    dirs.push(dir);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  }

  it('reads once and serves the same library afterwards', () => {
    const dir = contentDir({ 'guides/a.md': guideFile('a'), 'posts/b.md': guideFile('b', { related: '[guide/a]' }) });
    const library = loadContent(dir);
    expect(library.guides.map((g) => g.slug)).toEqual(['a']);
    expect(library.posts.map((p) => p.slug)).toEqual(['b']);
    writeFileSync(join(dir, 'guides/c.md'), guideFile('c'));
    expect(loadContent(dir)).toBe(library);
  });

  it('throws one error listing every problem of every file', () => {
    const dir = contentDir({
      'guides/a.md': guideFile('a', { related: '[guide/nada, /v1/nada, /v1/products/adblue]' }),
      'guides/b.md': guideFile('b', { title: undefined }),
    });
    let error: unknown;
    try {
      loadContent(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems.map((p) => p.replace(/^.*guides\//, 'guides/'));
    expect(problems).toEqual([
      'guides/b.md: title: is required',
      'guides/a.md: related[0]: "guide/nada" is not an existing guide',
      'guides/a.md: related[1]: "/v1/nada" matches no endpoint of the API',
    ]);
  });
});
