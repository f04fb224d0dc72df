// `npm start`: serve the API on the data in DATA_DIR (the embedded sample when nothing else can be had).
import pino from 'pino';
import { loadContent } from '../content/lib/load-content.js';
import { DataStore } from '../store/data-store.js';
import { createApp } from './app.js';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { DataService } from './data-service.js';
import { startHttpServer } from './http-server.js';
import { RefreshScheduler } from './refresh-scheduler.js';

// A broken content file stops the start here instead of failing its first request.
loadContent();
const config = loadConfig();
const logger = pino({ level: config.logLevel });
const store = new DataStore();
const app = await createApp({ config, store, logger });
// Listen first: until data is loaded, data endpoints answer 503 TEMPORARILY_UNAVAILABLE.
const running = await startHttpServer(app, config.port, config.host, logger);
const data = new DataService(store, config, systemClock, logger);
const scheduler = new RefreshScheduler(() => data.refresh(), systemClock);

data
  .bootstrap()
  .then(() => {
    if (config.refresh) scheduler.start();
  })
  .catch((error: unknown) => logger.error({ err: error }, 'could not load any data'));

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    scheduler.stop();
    void running.shutdown().then(() => process.exit(0));
  });
}
