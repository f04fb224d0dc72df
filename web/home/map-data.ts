// The province map as scripts/home-map.ts lays it out at build time (build/home/map.json, served at /home/map.json):
// outlines already projected into the view box of the page's <svg>, so the browser only colours them.

export interface MapProvince {
  /** INE code, "01" to "52". */
  code: string;
  name: string;
  /** SVG path data in the view box's units (relative moves, one decimal). */
  d: string;
  /** Drawn in the Canary Islands' inset. */
  canary: boolean;
}

/** Ceuta and Melilla, a few units wide at this scale: a marker of their colour shows where they are. */
export interface MapEnclave {
  code: string;
  name: string;
  x: number;
  y: number;
  r: number;
}

export interface ProvinceMapData {
  /** The view box the outlines were laid out in: the one the page's <svg> declares. */
  viewBox: string;
  provinces: MapProvince[];
  enclaves: MapEnclave[];
  /** The frame around the Canary Islands' inset. */
  inset: { x: number; y: number; width: number; height: number };
  /** How a point (longitude, latitude) lands on the layout: web/home/map-projection.ts reads it. */
  projection: MapProjection;
}

/**
 * The layout's conic conformal projection (d3's conicConformalSpain, rotated [5, -38.6], parallels 0 and 60) as the
 * few numbers a browser needs: its scale in view-box units and, for the peninsula and for the Canary Islands' inset,
 * where the projection's origin falls.
 */
export interface MapProjection {
  scale: number;
  peninsula: [number, number];
  canary: [number, number];
}
