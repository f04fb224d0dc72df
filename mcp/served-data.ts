// What resources, prompts and completions read besides operations: the snapshot being served and its files.
import type { Clock } from '../core/clock.js';
import type { Dataset } from '../store/dataset.js';

export interface ServedData {
  /** The snapshot being served; null before the first load. */
  dataset(): Dataset | null;
  /** DATA_DIR, where the snapshot's published files are. */
  dataDir: string;
  clock: Clock;
}
