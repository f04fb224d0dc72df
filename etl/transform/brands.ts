// Brand of a station from its free-text Rótulo ("ES DULANTZI REPSOL", "BP OIL ESPAÑA, S.A.U.", "Nº 10.935").
import { stripAccents } from '../../core/accents.js';

import { type Brand, INDEPENDENT } from '../../core/model.js';

interface BrandRule extends Brand {
  /** Whole words (after normalisation) that name the brand anywhere in the Rótulo. */
  words: readonly string[];
  /** Everyday words ("Nieves", "Ham") count only at the start: "VIRGEN DE LAS NIEVES" is no Nieves station. */
  leading?: boolean;
}

// Every brand with 15 or more stations in the national list (Aug 2026) and a few smaller known chains, in priority
// order: the first rule that matches wins, so a rebrand note like "MOEVE (ANTERIORMENTE CEPSA)" or "DISA_SHELL" lands on one brand.
const RULES: readonly BrandRule[] = [
  // Cepsa became Moeve in 2024; stations still show either name.
  { slug: 'moeve', name: 'Moeve', words: ['MOEVE', 'CEPSA'] },
  { slug: 'repsol', name: 'Repsol', words: ['REPSOL'] },
  { slug: 'campsa', name: 'Campsa', words: ['CAMPSA'] },
  { slug: 'petronor', name: 'Petronor', words: ['PETRONOR'] },
  { slug: 'galp', name: 'Galp', words: ['GALP'] },
  { slug: 'disa', name: 'Disa', words: ['DISA'] },
  { slug: 'shell', name: 'Shell', words: ['SHELL'] },
  { slug: 'bp', name: 'BP', words: ['BP'] },
  { slug: 'ballenoil', name: 'Ballenoil', words: ['BALLENOIL'] },
  { slug: 'plenergy', name: 'Plenergy', words: ['PLENERGY'] },
  { slug: 'plenoil', name: 'Plenoil', words: ['PLENOIL'] },
  { slug: 'petroprix', name: 'Petroprix', words: ['PETROPRIX'] },
  { slug: 'carrefour', name: 'Carrefour', words: ['CARREFOUR'] },
  { slug: 'alcampo', name: 'Alcampo', words: ['ALCAMPO'] },
  { slug: 'eroski', name: 'Eroski', words: ['EROSKI'] },
  { slug: 'e-leclerc', name: 'E.Leclerc', words: ['LECLERC', 'E LECLERC'] },
  { slug: 'avia', name: 'Avia', words: ['AVIA'] },
  { slug: 'q8', name: 'Q8', words: ['Q8', 'KUWAIT'] },
  { slug: 'esclatoil', name: 'Esclatoil', words: ['ESCLATOIL'] },
  { slug: 'bonarea', name: 'bonÀrea', words: ['BONAREA', 'BON AREA'] },
  { slug: 'valcarce', name: 'Valcarce', words: ['VALCARCE'] },
  { slug: 'agla', name: 'Agla', words: ['AGLA'] },
  { slug: 'eni', name: 'Eni', words: ['ENI', 'AGIP'] },
  { slug: 'gasexpress', name: 'GasExpress', words: ['GASEXPRESS', 'GAS EXPRESS'] },
  { slug: 'meroil', name: 'Meroil', words: ['MEROIL'] },
  { slug: 'beroil', name: 'Beroil', words: ['BEROIL'] },
  { slug: 'tamoil', name: 'Tamoil', words: ['TAMOIL'] },
  { slug: 'saras', name: 'Saras', words: ['SARAS'] },
  { slug: 'an-energeticos', name: 'AN Energéticos', words: ['AN ENERGETICOS', 'A N ENERGETICOS'] },
  { slug: 'naturgy', name: 'Naturgy', words: ['NATURGY'] },
  { slug: 'petrocat', name: 'Petrocat', words: ['PETROCAT'] },
  { slug: 'molgas', name: 'Molgas', words: ['MOLGAS'] },
  { slug: 'gm-oil', name: 'GM Oil', words: ['GMOIL', 'GM OIL', 'GM FUEL'] },
  { slug: 'autonetoil', name: 'Autonet&Oil', words: ['AUTONETOIL', 'AUTONET OIL'] },
  { slug: 'iberdoex', name: 'Iberdoex', words: ['IBERDOEX'] },
  { slug: 'asc-carburantes', name: 'ASC Carburantes', words: ['ASC CARBURANTES'] },
  { slug: 'easygas', name: 'Easygas', words: ['EASYGAS'] },
  { slug: 'agropal', name: 'Agropal', words: ['AGROPAL'] },
  { slug: 'carbugal', name: 'Carbugal', words: ['CARBUGAL'] },
  { slug: 'tgas', name: 'TGas', words: ['TGAS'] },
  { slug: 'petromiralles', name: 'Petromiralles', words: ['PETROMIRALLES'] },
  { slug: 'petrocash', name: 'Petrocash', words: ['PETROCASH'] },
  { slug: 'pcan', name: 'PCAN', words: ['PCAN'] },
  { slug: 'ham', name: 'HAM', words: ['HAM'], leading: true },
  { slug: 'ids', name: 'IDS', words: ['IDS'], leading: true },
  { slug: 'nieves', name: 'Nieves', words: ['NIEVES'], leading: true },
  { slug: 'vcc', name: 'VCC', words: ['VCC'], leading: true },
];

/** Uppercase ASCII words: accents and punctuation gone ("E.LECLERC" -> E LECLERC, "bonÀrea" -> BONAREA). */
function words(text: string): string[] {
  const plain = stripAccents(text)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
  return plain === '' ? [] : plain.split(' ');
}

interface Phrase {
  rank: number;
  words: string[];
  leading: boolean;
}

// Phrases by their first word, so a Rótulo is read in one pass over its words instead of once per rule.
const PHRASES = new Map<string, Phrase[]>();
RULES.forEach((rule, rank) => {
  for (const phrase of rule.words) {
    const split = phrase.split(' ');
    const first = split[0] ?? '';
    PHRASES.set(first, [...(PHRASES.get(first) ?? []), { rank, words: split, leading: rule.leading ?? false }]);
  }
});

function ruleFor(text: string): BrandRule | undefined {
  const tokens = words(text);
  let best = RULES.length;
  tokens.forEach((token, i) => {
    for (const phrase of PHRASES.get(token) ?? []) {
      if (phrase.rank >= best || (phrase.leading && i !== 0)) continue;
      if (phrase.words.every((w, j) => tokens[i + j] === w)) best = phrase.rank;
    }
  });
  return RULES[best];
}

const cache = new Map<string, Readonly<Brand>>();

/** The brand behind a Rótulo; unbranded, placeholder ("Nº 10.935", "SIN RÓTULO") and one-off names are independent. */
export function brandOf(rotulo: string): Readonly<Brand> {
  const cached = cache.get(rotulo);
  if (cached) return cached;
  const rule = ruleFor(rotulo);
  const brand: Readonly<Brand> = rule ? { slug: rule.slug, name: rule.name } : INDEPENDENT;
  // About 3,600 distinct Rótulo values nationally: the cache stays small and makes the full list cheap.
  if (cache.size < 50_000) cache.set(rotulo, brand);
  return brand;
}

/** All brands we recognise, for listings and docs (independent last). */
export function knownBrands(): Brand[] {
  return [...RULES.map(({ slug, name }) => ({ slug, name })), { ...INDEPENDENT }];
}
