// Small in-memory items and markdown files for the unit tests of the content library.
import { findCommunity } from '../../content/lib/communities.js';
import type { Guide, Post, Route } from '../../content/lib/types.js';

export function guide(slug: string, overrides: Partial<Guide> = {}): Guide {
  return {
    kind: 'guide',
    file: `guides/${slug}.md`,
    slug,
    title: `Guía ${slug}`,
    summary: 'Resumen.',
    direct_answer: 'Respuesta directa.',
    tags: ['general'],
    published: '2026-08-01',
    updated: '2026-08-01',
    faq: [],
    sources: [],
    related: [],
    body_markdown: 'Texto.',
    ...overrides,
  };
}

export function post(slug: string, overrides: Partial<Post> = {}): Post {
  return { ...guide(slug), kind: 'post', file: `posts/${slug}.md`, ...overrides };
}

export function route(slug: string, overrides: Partial<Route> = {}): Route {
  return {
    ...guide(slug),
    kind: 'route',
    file: `routes/${slug}.md`,
    type: 'moto',
    community: findCommunity('asturias') as Route['community'],
    communities: ['asturias'],
    length_km: 80,
    duration_hours: 2,
    best_season: ['verano'],
    highlights: ['Mirador'],
    path: [
      { name: 'A', lat: 43.1, lng: -5.1 },
      { name: 'B', lat: 43.2, lng: -5.2 },
    ],
    photos: [],
    ...overrides,
  };
}

/** The text of a guide file whose front matter lines can be replaced or dropped (value undefined). */
export function guideFile(slug: string, fields: Record<string, string | undefined> = {}): string {
  const lines: Record<string, string | undefined> = {
    slug,
    title: '"Una guía"',
    summary: '"Resumen"',
    direct_answer: '"Respuesta"',
    tags: '[ahorro]',
    published: '"2026-08-01"',
    updated: '"2026-08-02"',
    faq: '[{ question: "¿Sí?", answer: "Sí." }]',
    sources: '[{ title: "MITECO", url: "https://www.miteco.gob.es/" }]',
    related: '[]',
    ...fields,
  };
  const front = Object.entries(lines)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${front.join('\n')}\n---\n\n# Una guía\n\nTexto de la guía.\n`;
}
