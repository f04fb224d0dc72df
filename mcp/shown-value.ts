// A client's JSON as the errors of both transports show it: whether a value is an object, and a value in a sentence.
import { type Localized, unlocalized } from '../core/language.js';
import { previewJson } from '../core/value-preview.js';

/** A JSON object: not an array, not null. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` has no member but those of `members`. */
export function hasOnly(value: Record<string, unknown>, members: ReadonlySet<string>): boolean {
  for (const name in value) if (!members.has(name)) return false;
  return true;
}

/** The members of a tools/call's params in its usual shape, all its schema checks: a name and arguments. */
export const CALL_MEMBERS: ReadonlySet<string> = new Set(['name', 'arguments']);

/** A client's value in a sentence, kept short. */
export function shownValue(value: unknown): Localized {
  if (value === undefined) return { en: 'nothing', es: 'nada' };
  const text = previewJson(value, 40);
  return unlocalized(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}
