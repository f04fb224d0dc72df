// The languages the API answers in: every human-readable text of an answer is in one of them (Spanish by default).

export type Language = 'es' | 'en';

export const DEFAULT_LANGUAGE: Language = 'es';

/** One text in every language the API answers in, written side by side so neither is forgotten. */
export type Localized = Readonly<Record<Language, string>>;

/** The same text in every language: names, codes and figures that no language changes. */
export function unlocalized(text: string): Localized {
  return { es: text, en: text };
}
