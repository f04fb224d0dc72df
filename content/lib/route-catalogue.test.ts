import { describe, expect, it } from 'vitest';
import { route } from '../../test/support/content-items.js';
import { findCommunity } from './communities.js';
import { RouteCatalogue } from './route-catalogue.js';

const catalogue = new RouteCatalogue([
  route('valle', { title: 'Valle del Jerte', type: 'rurales', communities: ['extremadura'], highlights: ['Cerezos'] }),
  route('angliru', { title: 'Ángliru', type: 'montana', communities: ['asturias'] }),
  route('costa', { title: 'Costa da Morte', type: 'costa', communities: ['galicia'], summary: 'Faros y acantilados.' }),
  route('beteta', { title: 'Hoz de Beteta', type: 'rurales', communities: ['castilla-la-mancha', 'aragon'] }),
]);
const slugs = (filter: Parameters<RouteCatalogue['find']>[0]) => catalogue.find(filter).map((r) => r.slug);

describe('RouteCatalogue', () => {
  it('sorts by title in Spanish order (Á with A)', () => {
    expect(slugs({})).toEqual(['angliru', 'costa', 'beteta', 'valle']);
  });

  it('filters by type, by a community crossed and by words of title, summary and highlights', () => {
    expect(slugs({ type: 'rurales' })).toEqual(['beteta', 'valle']);
    expect(slugs({ community: findCommunity('02') })).toEqual(['beteta']);
    expect(slugs({ q: 'cerezo' })).toEqual(['valle']);
    expect(slugs({ q: 'FAROS costa' })).toEqual(['costa']);
    expect(slugs({ q: 'faros jerte' })).toEqual([]);
    expect(slugs({ q: '--' })).toEqual([]);
  });
});
