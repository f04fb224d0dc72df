// The shape every raw station record must have. A change is schema drift: the whole list is refused, never guessed at.

import { MINISTRY_PRICE_KEYS, PRICE_KEYS } from '../../core/model.js';

/** Keys every raw record must carry; extra keys (new fuels the ministry adds) are ignored. */
export const REQUIRED_KEYS: readonly string[] = [
  'IDEESS',
  'Rótulo',
  'Dirección',
  'C.P.',
  'Localidad',
  'Municipio',
  'Provincia',
  'Horario',
  'Latitud',
  'Longitud (WGS84)',
  'IDMunicipio',
  'IDProvincia',
  'IDCCAA',
  'Tipo Venta',
  'Margen',
  ...PRICE_KEYS.map((k) => MINISTRY_PRICE_KEYS[k]),
];

/** The list's shape changed (a key renamed, removed or no longer a string): reject it whole, never guess. */
export class SchemaDriftError extends Error {
  override name = 'SchemaDriftError';
  constructor(
    message: string,
    /** Required keys absent from at least one record. */
    readonly missingKeys: readonly string[] = [],
    /** Required keys present with a value that is not a string. */
    readonly nonStringKeys: readonly string[] = [],
  ) {
    super(message);
  }
}

/** Required keys a record lacks, and those whose value is not a string. */
export function problemsOf(raw: unknown): { missing: string[]; nonString: string[] } {
  if (typeof raw !== 'object' || raw === null) return { missing: [...REQUIRED_KEYS], nonString: [] };
  const record = raw as Record<string, unknown>;
  const missing: string[] = [];
  const nonString: string[] = [];
  for (const key of REQUIRED_KEYS) {
    const value = record[key];
    if (value === undefined) missing.push(key);
    else if (typeof value !== 'string') nonString.push(key);
  }
  return { missing, nonString };
}

/**
 * The schema check of a list, record by record: `check` says whether a record has every key as text, `verdict` throws
 * SchemaDriftError naming every missing or non-text key (with how many records) across the records checked.
 */
export class SchemaCheck {
  private readonly missing = new Map<string, number>();
  private readonly nonString = new Map<string, number>();

  check(raw: unknown): boolean {
    const problems = problemsOf(raw);
    for (const key of problems.missing) this.missing.set(key, (this.missing.get(key) ?? 0) + 1);
    for (const key of problems.nonString) this.nonString.set(key, (this.nonString.get(key) ?? 0) + 1);
    return problems.missing.length === 0 && problems.nonString.length === 0;
  }

  verdict(): void {
    const { missing, nonString } = this;
    if (missing.size === 0 && nonString.size === 0) return;
    const describe = (m: Map<string, number>) => [...m].map(([k, n]) => `"${k}" (${n} records)`).join(', ');
    const parts = [
      missing.size > 0 ? `missing ${describe(missing)}` : '',
      nonString.size > 0 ? `not text ${describe(nonString)}` : '',
    ].filter(Boolean);
    throw new SchemaDriftError(
      `station list schema drift: ${parts.join('; ')}`,
      [...missing.keys()],
      [...nonString.keys()],
    );
  }
}
