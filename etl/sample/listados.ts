// The ministry's Listados for the sample's territory, in the raw shape (including the misspelt `IDPovincia`).

import type { RawCommunity, RawMunicipality, RawProvince } from '../source/source.js';
import { plainUpper, sampleGeography } from './geography.js';
import { sampleTables } from './sample-tables.js';

export function sampleCommunities(): RawCommunity[] {
  return sampleTables().communities.map((c) => ({ IDCCAA: c.id, CCAA: c.name }));
}

/** Ordered by name, accents ignored, as the ministry lists them. */
export function sampleProvinces(): RawProvince[] {
  return [...sampleGeography()]
    .sort((a, b) => (plainUpper(a.name) < plainUpper(b.name) ? -1 : 1))
    .map((p) => ({ IDPovincia: p.code, IDCCAA: p.ccaa, Provincia: p.name, CCAA: p.communityName }));
}

export function sampleMunicipalities(): RawMunicipality[] {
  return sampleGeography().flatMap((p) =>
    p.municipalities.map((m) => ({
      IDMunicipio: String(m.id),
      IDProvincia: p.code,
      IDCCAA: p.ccaa,
      Municipio: m.name,
      Provincia: p.name,
      CCAA: p.communityName,
    })),
  );
}
