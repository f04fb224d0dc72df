// `npm start`: serve the API on the data in DATA_DIR (the embedded sample when nothing else can be had).
import { loadContent } from '../content/lib/load-content.js';
import { createApp } from './app.js';
import { startHttpServer } from './http-server.js';
import { createRuntime } from './runtime.js';

// A broken content file stops the start here instead of failing its first request.
loadContent();
const runtime = await createRuntime();
// Listen first: until data is loaded, data endpoints answer 503 TEMPORARILY_UNAVAILABLE.
const running = await startHttpServer(createApp(runtime), runtime.config.port, runtime.config.host, runtime.logger);
void runtime.start();

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    runtime.stop();
    void running.shutdown().then(() => process.exit(0));
  });
}
