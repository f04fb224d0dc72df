// The API answers bench/core-reads-server.mjs replays from Node's own server (`/replay<path>`), named once for the
// server, the benchmarks and the test. Plain JavaScript, since the bench server runs the compiled app without tsx.

export const REPLAYED_ANSWERS = {
  /** The cached hit of the benchmarks. */
  prices: '/v1/prices',
  /** A nearby 5 km answer in Madrid, about twice the hit's size. */
  nearby: '/v1/stations/nearby?lat=40.4168&lng=-3.7038&radius_km=5&fuel=diesel',
};

/** The replay server's path for an answer's path. */
export const replayPath = (path) => `/replay${path}`;
