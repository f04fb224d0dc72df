// URL slugs for territories and brands: lowercase ASCII words joined by single hyphens.
import { stripAccents } from '../../core/accents.js';

/** "Castilla-La Mancha" -> "castilla-la-mancha", "A Coruña" -> "a-coruna", "Lliçà d'Amunt" -> "llica-d-amunt". */
export function slugify(text: string): string {
  return (
    stripAccents(text) // accents and the tilde of ñ, the cedilla of ç
      // the Catalan middle dot belongs inside the word (l·l), so drop it instead of splitting there
      .replace(/·/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}

/**
 * Articles the ministry moves behind a name in parentheses ("Coruña (A)", "Rozas de Madrid (Las)",
 * "Orxa (l')"): Spanish, Galician, Catalan/Valencian and Balearic forms.
 */
const ARTICLES = new Set(['el', 'la', 'los', 'las', 'lo', 'a', 'o', 'as', 'os', "l'", 'les', 'els', 'es', 'sa', 'ses']);

/** Moves a trailing "(article)" of one name to the front: "Palmas de Gran Canaria (Las)" -> "Las Palmas de Gran Canaria". */
function frontArticle(name: string): string {
  const m = /^(.*\S)\s*\(([^()]+)\)$/.exec(name.trim());
  if (!m?.[1] || !m[2]) return name.trim();
  const article = m[2].trim();
  if (!ARTICLES.has(article.toLowerCase())) return name.trim();
  // A name that now starts with the article capitalises it ("la" -> "La"), as the official forms do.
  const lead = article.charAt(0).toUpperCase() + article.slice(1).toLowerCase();
  return lead.endsWith("'") ? `${lead}${m[1]}` : `${lead} ${m[1]}`;
}

/**
 * The ministry's territory spelling to a display name. Bilingual names keep both halves and each half gets its
 * own article ("Villajoyosa/Vila Joiosa (la)" -> "Villajoyosa/La Vila Joiosa"); other parentheses stay as written.
 */
export function displayName(ministryName: string): string {
  return ministryName
    .split('/')
    .map((part) => frontArticle(part))
    .join('/');
}
