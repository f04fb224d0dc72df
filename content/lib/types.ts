// The items of the editorial content: guides, posts and routes, as read from their markdown files.
import type { Language } from '../../core/language.js';
import type { Community } from './communities.js';

/** Guides, posts and routes are written in Spanish only: an answer quoting them says so (Content-Language). */
export const EDITORIAL_LANGUAGE: Language = 'es';

export type ContentKind = 'guide' | 'post' | 'route';
export type RouteType = 'moto' | 'rurales' | 'costa' | 'montana' | 'clasicas';
export type Season = 'primavera' | 'verano' | 'otono' | 'invierno';

export interface Faq {
  question: string;
  answer: string;
}

export interface Source {
  title: string;
  url: string;
}

export interface PathPoint {
  name: string;
  lat: number;
  lng: number;
}

export interface Photo {
  caption: string;
  author: string;
  license: string;
  /** The file page on Wikimedia Commons. */
  source_url: string;
  /** ISO date the credit was found equal to Commons (`npm run check:credits`); null: quoted, not checked. */
  credit_confirmed_at: string | null;
}

/** Front matter common to every item. */
export interface ArticleFrontMatter {
  slug: string;
  title: string;
  summary: string;
  direct_answer: string;
  tags: string[];
  /** ISO dates (YYYY-MM-DD). */
  published: string;
  updated: string;
  faq: Faq[];
  sources: Source[];
  /** "guide/<slug>", "post/<slug>", "route/<slug>" or an API path such as "/v1/taxes". */
  related: string[];
}

export interface RouteFrontMatter extends ArticleFrontMatter {
  type: RouteType;
  /** Slug of the main community. */
  community: string;
  /** Slugs of every community crossed. */
  communities: string[];
  length_km: number;
  duration_hours: number;
  best_season: Season[];
  highlights: string[];
  path: PathPoint[];
  photos: Photo[];
}

interface Loaded {
  /** Path of the markdown file, for error messages. */
  file: string;
  body_markdown: string;
}

export interface Guide extends ArticleFrontMatter, Loaded {
  kind: 'guide';
}

export interface Post extends ArticleFrontMatter, Loaded {
  kind: 'post';
}

export interface Route extends Omit<RouteFrontMatter, 'community'>, Loaded {
  kind: 'route';
  community: Community;
}

export type ContentItem = Guide | Post | Route;
