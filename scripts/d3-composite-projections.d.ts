// The one projection scripts/home-map.ts takes from d3-composite-projections, imported from its ES module source:
// the package's `main` is an older UMD build, and its ES entry imports without file extensions, which Node refuses.
declare module 'd3-composite-projections/src/conicConformalSpain.js' {
  import type { GeoProjection } from 'd3-geo';

  export default function geoConicConformalSpain(): GeoProjection;
}
