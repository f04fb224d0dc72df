// What every entry of a station shares, made once per station of a snapshot when it is first listed (most stations
// are never listed): its brand and territory objects, frozen so that no answer can change another's, its page's
// address, and the memos of its entries' JSON (generated/station-entry-json.ts), one per fuel or product: the fields
// the contract marks the same in every entry of a station and fuel are written once per snapshot.
import { type Links, stationPageUrl } from '../../core/links.js';
import type { PriceKey, Station } from '../../core/model.js';
import type { components } from '../../generated/openapi-types.js';
import type { StationEntryMemo } from '../../generated/station-entry-json.js';
import type { TerritoryIndex } from '../dataset.js';

type StationEntry = components['schemas']['StationEntry'];

export interface StationParts {
  readonly brand: StationEntry['brand'];
  readonly municipality: StationEntry['municipality'];
  readonly province: StationEntry['province'];
  readonly community: StationEntry['community'];
  /** The links the web_url below was written for. */
  links: Links;
  webUrl: string;
  /** The memo of the station's entries for each fuel or product, made by its first entry. */
  readonly memos: Partial<Record<PriceKey, StationEntryMemo>>;
}

export class StationPartsIndex {
  readonly #parts = new WeakMap<Station, StationParts>();

  constructor(private readonly territories: TerritoryIndex) {}

  /** The parts of one of this snapshot's stations, with web_url under `links`. */
  of(station: Station, links: Links): StationParts {
    let parts = this.#parts.get(station);
    if (parts === undefined) {
      const { territories } = this;
      const webUrl = stationPageUrl(links, station.id);
      parts = {
        brand: Object.freeze({ slug: station.brand_slug, name: station.brand_name }),
        municipality: Object.freeze({
          id: station.municipality_id,
          name: territories.municipality(station.municipality_id)?.name ?? null,
        }),
        province: Object.freeze({
          code: station.province_code,
          name: territories.province(station.province_code)?.name ?? null,
        }),
        community: Object.freeze({
          code: station.community_code,
          name: territories.community(station.community_code)?.name ?? null,
        }),
        links,
        webUrl,
        memos: {},
      };
      this.#parts.set(station, parts);
    } else if (parts.links !== links) {
      // Another origin's links: the site's address is the same for all of them, so this is rare and cheap.
      parts.webUrl = stationPageUrl(links, station.id);
      parts.links = links;
    }
    return parts;
  }
}
