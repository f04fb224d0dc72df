// Per snapshot, in one pass over the stations: public stations per territory and where a municipality's are.
import type { Station } from '../../core/model.js';

export interface TerritoryStats {
  community(code: string): number;
  province(code: string): number;
  municipality(id: number): number;
  /** Mean position of the municipality's public stations; null when it has none. */
  municipalityCentre(id: number): { lat: number; lng: number } | null;
}

export function buildTerritoryStats(stations: readonly Station[]): TerritoryStats {
  const communities = new Map<string, number>();
  const provinces = new Map<string, number>();
  const municipalities = new Map<number, { n: number; lat: number; lng: number }>();
  for (const s of stations) {
    communities.set(s.community_code, (communities.get(s.community_code) ?? 0) + 1);
    provinces.set(s.province_code, (provinces.get(s.province_code) ?? 0) + 1);
    const m = municipalities.get(s.municipality_id) ?? { n: 0, lat: 0, lng: 0 };
    m.n++;
    m.lat += s.lat;
    m.lng += s.lng;
    municipalities.set(s.municipality_id, m);
  }
  return {
    community: (code) => communities.get(code) ?? 0,
    province: (code) => provinces.get(code) ?? 0,
    municipality: (id) => municipalities.get(id)?.n ?? 0,
    municipalityCentre(id) {
      const m = municipalities.get(id);
      // 6 decimals, like the register's own coordinates.
      return m ? { lat: Math.round((m.lat / m.n) * 1e6) / 1e6, lng: Math.round((m.lng / m.n) * 1e6) / 1e6 } : null;
    },
  };
}
