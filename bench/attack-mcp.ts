// The attack on MCP completions of issue 38 (items 8 and 9), against the compiled server: one completion/complete whose
// value is 64 KB of 30,000 one-letter words ("c", which starts some 4,000 of the words of the register's station names
// and towns, more than any other letter), the /v1/status of another
// client while five such completions arrive at once (within one client's burst), and a person typing in a prompt's
// form (4 completions a second for 10 s, one client). `npx tsx bench/attack-mcp.ts` (DATA_DIR=<ETL output> to skip
// the ETL; BENCH_BEFORE_ROOT=<an earlier checkout, built> measures its server too, in the same run). The event loop's
// cost is what bench/soak-probe.mjs, preloaded, reports: the most CPU the main thread ran between two 10 ms ticks.
import { fileURLToPath } from 'node:url';
import { type CompiledServer, compiledBenchSetup, startCompiledServer, stopCompiledServer } from './compiled-server.js';
import { percentile } from './load-client.js';

const WORDS = 30_000;
const TYPING_PER_SECOND = 4;
const TYPING_SECONDS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ProbedServer extends CompiledServer {
  /** The event loop's largest lateness and busiest tick (CPU ms) since the previous call. */
  loop(): Promise<{ loopMaxMs: number; loopBusyMaxMs: number | null }>;
}

async function startProbed(dataDir: string, root: string | undefined): Promise<ProbedServer> {
  const probe = fileURLToPath(new URL('./soak-probe.mjs', import.meta.url));
  const server = await startCompiledServer({
    dataDir,
    root,
    nodeFlags: ['--import', probe],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const waiting: ((stats: { loopMaxMs: number; loopBusyMaxMs: number | null }) => void)[] = [];
  server.child.on('message', (stats) =>
    waiting.shift()?.(stats as { loopMaxMs: number; loopBusyMaxMs: number | null }),
  );
  return {
    ...server,
    loop: async () => {
      await sleep(50); // a stall is noted by the timer tick after it
      return new Promise((resolve) => {
        waiting.push(resolve);
        server.child.send('stats');
      });
    },
  };
}

const completion = (id: number, value: string) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'completion/complete',
    params: { ref: { type: 'ref/resource', uri: 'fuel-prices://stations/{id}' }, argument: { name: 'id', value } },
  });

/** One POST to /mcp from `client`: its HTTP status, the JSON-RPC error code if any, and the time to the answer. */
async function post(port: number, client: string, body: string) {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/mcp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'X-Forwarded-For': client,
    },
    body,
  });
  const json = (await response.json()) as { error?: { code: number } };
  return { status: response.status, rpcError: json.error?.code, ms: performance.now() - started };
}

/**
 * /v1/status from other clients (another for each request, so none meets its limits), one at a time, every 20 ms,
 * until `until` settles: the latencies, sorted.
 */
async function probeStatus(port: number, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  for (let n = 0; !done; n++) {
    const started = performance.now();
    const client = `203.0.${(n >> 8) & 255}.${n & 255}`;
    const answer = await fetch(`http://127.0.0.1:${port}/v1/status`, { headers: { 'X-Forwarded-For': client } });
    await answer.arrayBuffer();
    latencies.push(performance.now() - started);
    await sleep(20);
  }
  return latencies.sort((a, b) => a - b);
}

/** What someone types into a station's box, a letter at a time: "r", "re", "rep", … */
const TYPED = 'repsol malaga centro';

async function measure(dataDir: string, root: string | undefined): Promise<string> {
  const server = await startProbed(dataDir, root);
  try {
    const { port } = server;
    const words = Array(WORDS).fill('c').join(' ');
    // The SDK loaded and the stations' index built, as on a server that has answered completions before.
    await post(port, '198.51.100.1', completion(0, 'rep'));
    await server.loop();
    const typed = await post(port, '198.51.100.1', completion(0, 'repsol mal'));
    const typedLoop = await server.loop();
    const one = await post(port, '198.51.100.2', completion(1, words));
    const { loopMaxMs, loopBusyMaxMs } = await server.loop();

    const idle = await probeStatus(port, sleep(2000));
    const five = Promise.all(
      Array.from({ length: 5 }, (_, i) => post(port, '198.51.100.3', completion(10 + i, words))),
    );
    const during = await probeStatus(
      port,
      sleep(200).then(() => five),
    );
    const fiveAnswers = await five;

    const typing: number[] = [];
    for (let i = 0; i < TYPING_PER_SECOND * TYPING_SECONDS; i++) {
      const typed = TYPED.slice(0, (i % TYPED.length) + 1);
      typing.push((await post(port, '198.51.100.4', completion(100 + i, typed))).status);
      await sleep(1000 / TYPING_PER_SECOND);
    }
    const refused = typing.filter((status) => status === 429).length;
    const answer = one.rpcError === undefined ? `${one.status} result` : `${one.status}, ${one.rpcError}`;
    const held = (loop: { loopMaxMs: number; loopBusyMaxMs: number | null }) =>
      `${loop.loopBusyMaxMs?.toFixed(1) ?? '-'} (${loop.loopMaxMs.toFixed(1)})`;
    return (
      `| ${root ? `BEFORE (${root})` : 'this'} | ${typed.ms.toFixed(1)}, ${held(typedLoop)} | ${answer} | ` +
      `${one.ms.toFixed(1)} | ${held({ loopMaxMs, loopBusyMaxMs })} ` +
      `| ${Math.max(...fiveAnswers.map((a) => a.ms)).toFixed(0)} | ` +
      `${percentile(idle, 0.5).toFixed(1)} / ${(idle.at(-1) ?? 0).toFixed(1)} | ` +
      `${percentile(during, 0.5).toFixed(1)} / ${(during.at(-1) ?? 0).toFixed(1)} | ${refused} of ${typing.length} |`
    );
  } finally {
    await stopCompiledServer(server);
  }
}

async function main(): Promise<void> {
  const setup = await compiledBenchSetup();
  if (!setup) return;
  const { dataDir, before } = setup;
  const rows = [await measure(dataDir, undefined)];
  if (before) rows.push(await measure(dataDir, before));
  console.log(
    `data: ${dataDir}; a value of ${WORDS.toLocaleString('en')} one-letter words; typing ${TYPING_PER_SECOND}/s for ${TYPING_SECONDS} s`,
  );
  console.log(
    '| server | "repsol mal": ms, loop held CPU ms (late ms) | one 64 KB completion: answer | its time ms | loop held, CPU ms (late ms) | five at once: last answered after ms | /v1/status idle p50 / max ms | /v1/status during the five p50 / max ms | typing: refused |',
  );
  console.log('|---|---|---|---:|---:|---:|---|---|---|');
  for (const row of rows) console.log(row);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
