import { execFileSync } from 'node:child_process';
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectPath } from './project-files.js';
import { parseYaml } from './yaml-text.js';

// V8's serializer writes a one-byte string with the tag '"' and a two-byte one with 'c' (after its 2-byte header).
const isOneByte = (text: string): boolean => serialize(text)[2] === 0x22;

describe('parseYaml', () => {
  const text =
    'price_eur:\n  unit: "€/L"\n  note: sube – baja\ncódigo: 28\n"x€y":\n  - ¤ literal ¤00a4¤\n  - ' +
    '"\\u2212 escaped"\n';

  it('gives the same value as the yaml package, characters above U+00FF and ¤ included', () => {
    expect(parseYaml(text)).toEqual(parse(text));
    expect(Object.keys(parseYaml(text) as object)).toEqual(Object.keys(parse(text)));
  });

  it('gives one-byte keys where the yaml package gives two-byte ones', () => {
    // Key names no code or earlier text has used: V8 would otherwise hand back the string it interned first.
    const fromParser = Object.keys(parse('rate_fzq1: 1\nnote_fzq1: "€"\n'));
    const fromParseYaml = Object.keys(parseYaml('rate_fzq2: 1\nnote_fzq2: "€"\n') as object);
    expect(fromParser.every(isOneByte)).toBe(false);
    expect(fromParseYaml.every(isOneByte)).toBe(true);
  });

  it('keeps objects shared through aliases shared, each restored once', () => {
    const shared = parseYaml('a: &x {label: "≥ 1 €"}\nb: *x\n', { maxAliasCount: -1 }) as Record<string, unknown>;
    expect(shared.a).toBe(shared.b);
    expect(shared.a).toEqual({ label: '≥ 1 €' });
  });

  it('reads openapi.yaml into one-byte keys', () => {
    // In a process of its own: unit tests share one isolate, where another file's YAML reader may have interned the
    // same names first, two bytes each.
    const script = `
      import { serialize } from 'node:v8';
      import { loadOpenApi } from './core/contract.ts';
      const keys = Object.keys(loadOpenApi().components.schemas);
      console.log(JSON.stringify({ keys: keys.length, twoByte: keys.filter((key) => serialize(key)[2] !== 0x22) }));`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: projectPath(),
      encoding: 'utf8',
    });
    const { keys, twoByte } = JSON.parse(output) as { keys: number; twoByte: string[] };
    expect(keys).toBeGreaterThan(20);
    expect(twoByte).toEqual([]);
  });
});
