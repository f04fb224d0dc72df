// Which language an answer is written in (RFC 9110 §12.5.4; language ranges as RFC 4647 writes them): Spanish unless
// Accept-Language prefers English. Never an error: a header that cannot be read, or that accepts neither, gets Spanish.
import { keptAnswers } from '../core/kept-answers.js';
import { DEFAULT_LANGUAGE, type Language } from '../core/language.js';

/** "*", or a primary subtag and its subtags ("en", "es-ES", "zh-Hant-TW"); "_" is read as "-" (en_US). */
const LANGUAGE_RANGE = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/;
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** How one of our languages is matched by the header: its q, how specific the range was, and where it stood. */
interface Match {
  q: number;
  /** 2: the language itself ("en"); 1: one of its regional forms ("en-GB"); 0: "*"; -1: not named. */
  specificity: number;
  position: number;
}

const NOT_NAMED: Match = { q: 0, specificity: -1, position: Number.POSITIVE_INFINITY };

function specificityFor(range: string, language: Language): number {
  if (range === language) return 2;
  if (range.startsWith(`${language}-`)) return 1;
  return range === '*' ? 0 : -1;
}

/**
 * The language the header prefers: each language takes the q of the most specific range naming it (the highest q
 * among equally specific ones); English wins on a higher q, or on an equal non-zero q given earlier in the list.
 * Elements that are not `range[;q=value]` are skipped.
 */
export function preferredLanguage(header: string): Language {
  let es = NOT_NAMED;
  let en = NOT_NAMED;
  let position = 0;
  for (const element of header.split(',')) {
    const [rawRange = '', ...parameters] = element.split(';');
    const range = rawRange.trim().toLowerCase().replaceAll('_', '-');
    if (range === '' || !LANGUAGE_RANGE.test(range)) continue;
    let q = 1;
    let readable = parameters.length <= 1;
    for (const parameter of parameters) {
      const [name = '', value = ''] = parameter.split('=').map((piece) => piece.trim());
      if (name.toLowerCase() === 'q' && QVALUE.test(value)) q = Number(value);
      else readable = false;
    }
    if (!readable) continue;
    es = better(es, { q, specificity: specificityFor(range, 'es'), position });
    en = better(en, { q, specificity: specificityFor(range, 'en'), position });
    position++;
  }
  const english = en.q > es.q || (en.q === es.q && en.q > 0 && en.position < es.position);
  return english ? 'en' : 'es';
}

function better(kept: Match, candidate: Match): Match {
  if (candidate.specificity < 0) return kept;
  if (candidate.specificity > kept.specificity) return candidate;
  return candidate.specificity === kept.specificity && candidate.q > kept.q ? candidate : kept;
}

/**
 * Headers remembered: a service sees few distinct Accept-Language values (one per browser and locale); longer ones are
 * read each time rather than remembered, so a client cannot fill the memo with junk.
 */
const rememberedLanguage = keptAnswers(preferredLanguage, { capacity: 256, maxLength: 200 });

/** The answer's language for a request's Accept-Language (absent or empty: Spanish); repeated values cost one lookup. */
export function negotiateLanguage(header: string | undefined): Language {
  return header === undefined || header === '' ? DEFAULT_LANGUAGE : rememberedLanguage(header);
}
