// Road and kilometre point from a station's address: "AUTOVIA A-2 KM 24", "CR N-340, KM 1.052,5", "CTRA. N-II KM 580".
// Conservative by design: a reference counts only where the text clearly speaks of a road.
import { stripAccents } from '../../core/accents.js';

export interface RoadRef {
  road_ref: string | null;
  road_km: number | null;
}

const NONE: Readonly<RoadRef> = Object.freeze({ road_ref: null, road_km: null });

const ROMAN: Readonly<Record<string, number>> = { I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6 };

// State network: autovías A-n, autopistas AP-n, radial tolls R-n, national roads N-n (N-I..N-VI in roman too),
// also written "A7", "N 342", "CN-340", "NACIONAL 322". The hyphen may be missing, so context decides below.
// Not after a short prefix and hyphen: the "A1" of "EX-A1" belongs to the regional road.
const STATE =
  /(?<![A-Z0-9])(?<!(?:^|[^A-Z0-9])[A-Z]{1,3}-)(?:(?<net>AP|A|R)\s?-?\s?(?<num>\d{1,4})|A-(?<aRoman>VI|IV|V|I{1,3})|(?<n>N\.?|C\.?\s?N\.?|NACIONAL|NAC\.|NAL\.)\s*-?\s*(?<nNum>\d{1,3}|VI|IV|V|I{1,3}))(?<old>A?)(?![A-Z0-9])/g;

// Regional and provincial networks: "CM-42", "EX-A1", "AG-55", "M-40", "CU-V-8307", "NA-121B"; without the hyphen
// ("CM 412", "LE512") only right before a kilometre mark.
const REGIONAL = /(?<![A-Z0-9-])([A-Z]{1,3})(?:-\s?((?:[A-Z]-?)?\d{1,4}[A-Z]?)|(\s?)(\d{1,4}))(?![A-Z0-9])/g;
const REGIONAL_PREFIXES = new Set(
  (
    'AB AC AG AL AS AV B BA BI BP BU BV C CA CC CL CM CO CP CR CS CU CV DP EP EX GC GI GIP GIV GR GU H HU J ' +
    'L LE LO LP LR LU LV LZ M MA ME MU NA OU P PM PO RM S SA SE SG SO T TE TF TO TP TV V VA Z ZA FV'
  ).split(' '),
);

// What may stand right before a reference for it to count: a road word or abbreviation.
const ROAD_WORD =
  /(?:^|[^A-Z0-9])(?:CARRETERA|CARRET|CTRA|CRTA|CARR|CR|CRA|AUTOVIA|AUTOV|AUTOPISTA|AUTOP|AU|AT|AP|VIA|TRAVESIA|VARIANTE|ESTRADA|CARRERA|ACCESO|ENLACE)[.\s]*$/;
// Words that make what follows a plot, unit or building, never a road: "PARCELA A-1, 1", "NAVE N-5".
const UNIT_WORD =
  /(?:^|[^A-Z0-9])(?:PARCELA|PARC|NAVE|LOCAL|BLOQUE|BLQ|PORTAL|ESCALERA|ESC|PLANTA|MANZANA|MZ|SECTOR|FASE|LOTE|FINCA|PISO|PUERTA|EDIFICIO|MODULO|SOLAR|UNIDAD)[.\s]*$/;
const MARKS = String.raw`(?:(?:KM|K\.M|P\.?\s?K)\.?\s*[:.]?\s*)+`;
// "24", "1.052,5", "5.05", and "666+580" (kilometre plus metres).
const KM_NUMBER = String.raw`(\d{1,4}(?:\+\d{3}|(?:[.,]\d+)*))`;
const KM_MARK = new RegExp(`(?:^|[^A-Z])${MARKS}${KM_NUMBER}`);
// A kilometre mark straight after the reference, possibly after a note in brackets ("AP-7 (MRG.IZDO.) KM. 570").
const KM_NEXT = new RegExp(String.raw`^\s*(?:\)\s*)?(?:\([^()]*\)\s*)?,?\s*${MARKS}${KM_NUMBER}`);
const KM_WORD_NEXT = /^\s*\)?\s*,?\s*(?:KM|P\.?\s?K)\b/;
// Or a bare number: "CR N-634, 530,1", "CR N-230 186", "AU AP-7  224,00  I".
const NUMBER_NEXT = /^\s*\)?\s*,?\s*(\d{1,4}(?:[.,]\d{1,3})?)(?![\d/ºª])/;

/** "1.052,5" -> 1052.5, "24,100" -> 24.1, "5.05" -> 5.05 (a lone point is a decimal point here), "1+600" -> 1.6. */
function parseKm(text: string): number | null {
  const [kmPart, metres] = text.split('+');
  if (metres !== undefined) return Number(kmPart) + Number(metres) / 1000;
  const plain = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  const km = Number(plain);
  return Number.isFinite(km) && km <= 1300 ? km : null;
}

interface Candidate {
  ref: string;
  start: number;
  end: number;
  /** Written without a hyphen: a bare number after it does not make it a road. */
  strict: boolean;
  /** Spelled "NACIONAL 322", "CN-340": a road whatever surrounds it. */
  viaNational: boolean;
  /** A one-letter prefix glued to the number ("C12"): needs a road word before it as well. */
  glued?: boolean;
}

function stateCandidates(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(STATE)) {
    const g = m.groups ?? {};
    const start = m.index;
    const end = start + m[0].length;
    // An old route kept beside a new road carries a lowercase "a": N-340a, N-IIa.
    const suffix = g.old ? 'a' : '';
    // Without a hyphen ("A2", "N 342") a bare number after the reference is not enough: "PARCELA A2, 38".
    const strict = !m[0].includes('-');
    const push = (ref: string, viaNational = false) => out.push({ ref, start, end, strict, viaNational });
    if (g.net && g.num) {
      const n = Number(g.num);
      if (n === 0 || (g.net === 'AP' && n > 99) || (g.net === 'R' && n > 9)) continue;
      push(`${g.net}-${n}${suffix}`);
    } else if (g.aRoman) {
      push(`A-${ROMAN[g.aRoman]}${suffix}`);
    } else if (g.n && g.nNum) {
      const n = ROMAN[g.nNum] ?? Number(g.nNum);
      // National roads are N-1..N-6 (radial) and N-100..N-699; other numbers are house numbers or typos.
      if (!(n >= 1 && n <= 6) && !(n >= 100 && n <= 699)) continue;
      push(`N-${n}${suffix}`, g.n !== 'N' && g.n !== 'N.');
    }
  }
  return out;
}

function regionalCandidates(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(REGIONAL)) {
    const [whole, prefix, hyphenated, gap, loose] = m;
    const number = hyphenated ?? loose;
    if (!prefix || number === undefined || !REGIONAL_PREFIXES.has(prefix)) continue;
    const ref = `${prefix}-${number}`;
    const end = m.index + whole.length;
    // "C12" glued: one letter is too little to go on unless a road word stands before it (checked in accept).
    const glued = hyphenated === undefined && gap === '' && prefix.length < 2;
    out.push({ ref, start: m.index, end, strict: hyphenated === undefined, viaNational: false, glued });
  }
  return out;
}

type KmSource = 'mark' | 'bare' | 'later' | null;

/** The kilometre point that belongs to a reference ending at `end`, and where it was found. */
function kmAfter(rest: string): { km: number | null; source: KmSource } {
  const mark = KM_NEXT.exec(rest);
  if (mark?.[1]) return { km: parseKm(mark[1]), source: 'mark' };
  const bare = NUMBER_NEXT.exec(rest);
  if (bare?.[1]) return { km: parseKm(bare[1]), source: 'bare' };
  const later = KM_MARK.exec(rest);
  return later?.[1] ? { km: parseKm(later[1]), source: 'later' } : { km: null, source: null };
}

function accept(text: string, c: Candidate, regional: boolean): RoadRef | null {
  // Only the last few characters matter, and a short tail keeps the end-anchored tests cheap.
  const before = text.slice(Math.max(0, c.start - 24), c.start);
  if (UNIT_WORD.test(before)) return null;
  const afterRoadWord = ROAD_WORD.test(before);
  const rest = text.slice(c.end);
  const { km, source } = kmAfter(rest);
  // The reference opens the address or a bracket: "N-II km 728", "A-42, 13", "(A-391 km 3,8)".
  const opensAddress = text.slice(0, c.start).trim() === '' || /\(\s*$/.test(before);
  // ... or an alternative after a slash, comma or dash: "CU-V-8307/A3 KM 186".
  const opensClause = opensAddress || /(?:[/,]|\s-)\s*$/.test(before);
  // A kilometre word follows, with or without a number ("(A-6100) KM. S/N").
  const kmMarkNext = source === 'mark' || (!c.strict && KM_WORD_NEXT.test(rest));
  const ok = regional
    ? (kmMarkNext && (!c.glued || afterRoadWord)) || (afterRoadWord && !c.strict)
    : c.viaNational ||
      afterRoadWord ||
      kmMarkNext ||
      (opensClause && source === 'later') ||
      (opensAddress && source === 'bare' && !c.strict);
  return ok ? { road_ref: c.ref, road_km: km } : null;
}

// Cheap first look: any reference needs a short letter group right before a number or a roman numeral.
const MAY_HAVE_ROAD =
  /(?:^|[^A-Z0-9])(?:[A-Z]{1,3}\s*-?\s?\d|[A-Z]{1,3}-\s?[A-Z]-?\d|N\.?\s*-?\s*[IV\d]|A-[IV]|NACIONAL|NAC\.|NAL\.)/;

const cache = new Map<string, Readonly<RoadRef>>();

/** The road a station stands on, from its Dirección; nulls when the address does not clearly name one. */
export function parseRoad(address: string): Readonly<RoadRef> {
  const cached = cache.get(address);
  if (cached) return cached;
  const upper = address.toUpperCase();
  const text = /[^\x20-\x7e]/.test(upper) ? stripAccents(upper) : upper;
  let found: Readonly<RoadRef> = NONE;
  if (!MAY_HAVE_ROAD.test(text)) {
    if (cache.size < 50_000) cache.set(address, found);
    return found;
  }
  // The state network wins over a regional road named in the same address.
  for (const [candidates, regional] of [
    [stateCandidates(text), false],
    [regionalCandidates(text), true],
  ] as const) {
    const hit = candidates.map((c) => accept(text, c, regional)).find((r) => r !== null);
    if (hit) {
      found = Object.freeze(hit);
      break;
    }
  }
  if (cache.size < 50_000) cache.set(address, found);
  return found;
}
