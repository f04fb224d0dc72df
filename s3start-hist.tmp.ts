import { loadHistoryDays } from './store/history-days.js';
import { Slicer } from './core/yielding.js';
const dir = process.argv[2] as string;
const t = performance.now();
const days = await loadHistoryDays(dir, new Slicer());
console.log('history', (performance.now() - t).toFixed(0), 'ms', days.prices.length, days.prices.reduce((n, d) => n + d.millis.length, 0));
