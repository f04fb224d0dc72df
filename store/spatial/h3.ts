// h3-js for the spatial indexes, required, not imported: to import a CommonJS package, Node's ESM loader first lexes it
// for its named exports, and h3-js is one file of half a megabyte. Required, it loaded in 20–30 ms against 170–200 ms
// imported, on the path to the first answer of every start.
import { createRequire } from 'node:module';

const h3 = createRequire(import.meta.url)('h3-js') as typeof import('h3-js');

export const { getHexagonEdgeLengthAvg, gridDisk, latLngToCell } = h3;
