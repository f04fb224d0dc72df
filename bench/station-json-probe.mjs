// Child process of bench/station-json.ts: the lists of stations of BENCH_ANSWERS nearby-like answers (20 entries
// each, made by the checkout's own stationEntry on DATA_DIR's snapshot) written by the checkout's own dataJson, as the
// envelope stage writes and encodes them. Plain JavaScript over BENCH_ROOT's compiled dist/, so each checkout runs the
// code it ships. Prints one JSON line: µs per answer (wall and CPU) for each timed pass, JSON.stringify's for the
// same data, and the CPU of making the answers' entries and writing them.
const root = process.env.BENCH_ROOT;
const dataDir = process.env.DATA_DIR;
const answers = Number(process.env.BENCH_ANSWERS ?? 500);
const passes = Number(process.env.BENCH_PASSES ?? 15);
const { loadPublishedDataset } = await import(`${root}/dist/store/snapshot-loader.js`);
const { stationEntry } = await import(`${root}/dist/handlers/shared/station-entry.js`);
const { createLinks } = await import(`${root}/dist/core/links.js`);
const { openNowAt } = await import(`${root}/dist/handlers/shared/open-now.js`);
const dataJsonModule = await import(`${root}/dist/runtime/pipeline/data-json.js`);
// A checkout from before the generated writer finds the lists itself (instanceof): it takes no second argument.
const lists = dataJsonModule.stationListFields?.('findStationsNearby');
const write = (data) => dataJsonModule.dataJson(data, lists);

const dataset = await loadPublishedDataset(dataDir);
if (!dataset) throw new Error(`no snapshot published in ${dataDir}`);
const links = createLinks('http://127.0.0.1:3000', 'https://gasolineras.example', 'http://127.0.0.1:3000/docs');
const openNow = openNowAt(new Date());
const byLatitude = dataset.stations.filter((s) => s.prices.diesel !== undefined).sort((a, b) => a.lat - b.lat);
/** Answer a: 20 stations next to each other by latitude, from a point that moves over the register. */
const answerData = (a) => {
  const from = (a * 7919) % (byLatitude.length - 20);
  const stations = byLatitude
    .slice(from, from + 20)
    .map((s, j) => stationEntry(s, 'diesel', dataset, links, openNow, { distance_km: (a % 50) / 10 + j / 100 }));
  return {
    fuel: 'diesel',
    unit: 'EUR/l',
    currency: 'EUR',
    center: { lat: 40, lng: -3 },
    radius_km: 5,
    sort: 'price',
    stations,
  };
};
const datas = Array.from({ length: answers }, (_, a) => answerData(a));
for (const data of datas)
  if (write(data) !== JSON.stringify(data)) throw new Error('dataJson differs from JSON.stringify');

/**
 * One pass over every answer, written by `writer` (`made`: each answer's entries made anew first, as a handler makes
 * them): µs per answer of wall time and of this process's CPU (a shared machine's figure).
 */
const timePass = (writer, made = false) => {
  const start = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  let bytes = 0;
  // Encoded as the envelope stage encodes it: the text's pieces are joined there, and that is part of the cost.
  for (let a = 0; a < answers; a++) bytes += Buffer.from(writer(made ? answerData(a) : datas[a])).length;
  if (bytes === 0) throw new Error('nothing written');
  const used = process.cpuUsage(cpu);
  return { wall: Number(process.hrtime.bigint() - start) / 1000 / answers, cpu: (used.user + used.system) / answers };
};
for (let i = 0; i < 3; i++) timePass(write);
const result = {
  writer: [],
  stringify: [],
  writerCpu: [],
  stringifyCpu: [],
  madeCpu: [],
  bytes: write(datas[0]).length,
};
for (let i = 0; i < passes; i++) {
  const written = timePass(write);
  const stringified = timePass(JSON.stringify);
  result.writer.push(written.wall);
  result.writerCpu.push(written.cpu);
  result.stringify.push(stringified.wall);
  result.stringifyCpu.push(stringified.cpu);
  result.madeCpu.push(timePass(write, true).cpu);
}
console.log(JSON.stringify(result));
