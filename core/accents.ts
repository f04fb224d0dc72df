// Accent folding: the one place names lose their accents for slugs, matching and search.

/** Without accents and other combining marks: "Gasóleo" -> "Gasoleo", "Cataluña" -> "Cataluna", "Lliçà" -> "Llica". */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
