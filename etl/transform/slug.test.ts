import { describe, expect, it } from 'vitest';
import { displayName, slugify } from './slug.js';

describe('slugify', () => {
  it('lowercases, strips accents and joins words with single hyphens', () => {
    expect(slugify('Castilla-La Mancha')).toBe('castilla-la-mancha');
    expect(slugify('A Coruña')).toBe('a-coruna');
    expect(slugify('Araba/Álava')).toBe('araba-alava');
    expect(slugify('  País   Vasco  ')).toBe('pais-vasco');
    expect(slugify("L'Alqueria d'Asnar")).toBe('l-alqueria-d-asnar');
    expect(slugify('Lliçà d’Amunt')).toBe('llica-d-amunt');
    expect(slugify('Sant Martí de Tous')).toBe('sant-marti-de-tous');
  });

  it('keeps the Catalan geminated l together', () => {
    expect(slugify('Cal·les')).toBe('calles');
  });

  it('trims stray hyphens', () => {
    expect(slugify('--(SIN RÓTULO)--')).toBe('sin-rotulo');
    expect(slugify('***')).toBe('');
  });
});

describe('displayName', () => {
  it('moves a trailing article to the front', () => {
    expect(displayName('Coruña (A)')).toBe('A Coruña');
    expect(displayName('Palmas de Gran Canaria (Las)')).toBe('Las Palmas de Gran Canaria');
    expect(displayName('Rozas de Madrid (Las)')).toBe('Las Rozas de Madrid');
    expect(displayName('Rioja (La)')).toBe('La Rioja');
    expect(displayName('Porriño (O)')).toBe('O Porriño');
  });

  it('glues an elided article and capitalises a lowercase one', () => {
    expect(displayName("Orxa (l')")).toBe("L'Orxa");
    expect(displayName('Garriga (la)')).toBe('La Garriga');
  });

  it('handles each half of a bilingual name', () => {
    expect(displayName('Villajoyosa/Vila Joiosa (la)')).toBe('Villajoyosa/La Vila Joiosa');
    expect(displayName("Lorcha/Orxa (l')")).toBe("Lorcha/L'Orxa");
  });

  it('leaves other parentheses alone', () => {
    expect(displayName('Noáin (Valle de Elorz)/Noain (Elortzibar)')).toBe('Noáin (Valle de Elorz)/Noain (Elortzibar)');
    expect(displayName('Albacete')).toBe('Albacete');
  });
});
