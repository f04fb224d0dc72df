// What every file a refresh computes for a start to load (search-tables.json, spain-orders.json,
// former-stations.json) checks first: a damaged or partial file, or one of another format, is not read further.

/** The file's top-level object when its text is whole JSON of `format`, else null. */
export function computedFileOf(text: string, format: number): Record<string, unknown> | null {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return null;
  }
  if (file === null || typeof file !== 'object' || Array.isArray(file)) return null;
  return (file as Record<string, unknown>).format === format ? (file as Record<string, unknown>) : null;
}
