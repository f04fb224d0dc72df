// The most each text of a station record may hold once cleaned: what the contract promises of the field it becomes
// (openapi.yaml's maxLength), far above any real record (docs/reliability.md has the real maxima). A longer text is
// cut to its bound, the station kept, and the cut counted in the refresh's log line.
import type { RawStation } from '../source/source.js';

/** Characters (UTF-16 code units, so never more code points than the contract's maxLength). */
export const TEXT_BOUNDS = {
  Rótulo: 200, // name; real records: 86 at the most
  Dirección: 300, // address; 104
  Localidad: 200, // locality; 47
  'C.P.': 10, // postal_code; 5
  Horario: 300, // hours; 78
} as const;

export type BoundedKey = keyof typeof TEXT_BOUNDS;

const ELLIPSIS = '…';

/** `value` in at most `limit` characters: cut, never between the two halves of a surrogate pair, and ended by "…". */
export function cutText(value: string, limit: number): string {
  if (value.length <= limit) return value;
  let end = limit - ELLIPSIS.length;
  const last = value.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${value.slice(0, end).trimEnd()}${ELLIPSIS}`;
}

/** A text cut to its bound: the record's key and the length it had. */
export interface TextCut {
  field: BoundedKey;
  chars: number;
}

/**
 * `raw` with each bounded text over its bound cleaned by `clean` and cut to it, the cuts noted in `cuts` with the
 * length `writtenLength` gives (the text as the register wrote it, when a reader cut it already); `raw` itself when
 * none is over.
 */
export function boundTexts(
  raw: RawStation,
  clean: (value: string) => string,
  cuts: TextCut[],
  writtenLength: (field: BoundedKey, value: string) => number = (_field, value) => value.length,
): RawStation {
  let bounded = raw;
  for (const field of Object.keys(TEXT_BOUNDS) as BoundedKey[]) {
    const value = raw[field] ?? '';
    const limit = TEXT_BOUNDS[field];
    if (value.length <= limit) continue;
    const cleaned = clean(value);
    if (bounded === raw) bounded = { ...raw };
    bounded[field] = cutText(cleaned, limit);
    if (cleaned.length > limit) cuts.push({ field, chars: writtenLength(field, value) });
  }
  return bounded;
}
