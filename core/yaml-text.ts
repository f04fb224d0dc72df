// YAML parsed into strings V8 stores one byte per character.
//
// The parser slices keys and values out of the source text, and V8 makes a slice of a text holding any character
// above U+00FF (openapi.yaml's "−", a guide's "€") two bytes per character. Keys are interned: once a two-byte
// "data" or "stations" is in V8's string table, every equal literal in the code is that string, so every answer
// written with those keys would be built from two-byte strings and cost twice to copy, hash and encode.
import { createRequire } from 'node:module';
import type { DocumentOptions, ParseOptions, SchemaOptions, ToJSOptions } from 'yaml';

let yaml: typeof import('yaml') | undefined;

/**
 * The yaml package, loaded at its first use: a start reads openapi.json (compiled) and its content in a worker, so
 * the server parses or writes YAML only when asked for it, and does not load it on the path to its first answer.
 */
export function yamlModule(): typeof import('yaml') {
  yaml ??= createRequire(import.meta.url)('yaml') as typeof import('yaml');
  return yaml;
}

// ¤ (U+00A4) wraps the hex code of each character above U+00FF, and of ¤ itself, while the text is parsed.
const MARK = '\u00a4';
const WIDE_OR_MARK = /[\u00a4\u0100-\uffff]/g;
const ESCAPED = /\u00a4([0-9a-f]{4})\u00a4/g;

export function parseYaml(
  text: string,
  options?: ParseOptions & DocumentOptions & SchemaOptions & ToJSOptions,
): unknown {
  const narrow = text.replace(
    WIDE_OR_MARK,
    (char) => `${MARK}${char.charCodeAt(0).toString(16).padStart(4, '0')}${MARK}`,
  );
  // replace() may still return a two-byte string; a Latin-1 round trip gives the same text in one-byte form.
  return restore(yamlModule().parse(Buffer.from(narrow, 'latin1').toString('latin1'), options));
}

/** Puts the escaped characters back, in place; objects shared through YAML aliases are visited once. */
function restore(value: unknown, visited = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return value.includes(MARK) ? unescapeWide(value) : value;
  if (value === null || typeof value !== 'object' || value instanceof Date || visited.has(value)) return value;
  visited.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = restore(value[i], visited);
    return value;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  for (const key of keys) record[key] = restore(record[key], visited);
  if (!keys.some((key) => key.includes(MARK))) return record;
  // A key with such a character: the same entries again in their order, under restored keys.
  const renamed: Record<string, unknown> = {};
  for (const key of keys) renamed[key.includes(MARK) ? unescapeWide(key) : key] = record[key];
  return renamed;
}

const unescapeWide = (text: string): string =>
  text.replace(ESCAPED, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
