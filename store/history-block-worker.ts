// The worker of blockDaysInWorker (history-block-days.ts): the days of the blocks asked for, their arrays moved to the
// thread that asked, or the message of what the read threw.
import { parentPort, workerData } from 'node:worker_threads';
import { runAtOnce } from '../core/yielding.js';
import { type BlockDaysAnswer, type BlockDaysRequest, blockDaysSteps, buffersOf } from './history-block-days.js';

const { dataDir, prices, aggregates, knownGroups } = workerData as BlockDaysRequest;
let answer: BlockDaysAnswer;
try {
  answer = { days: runAtOnce(blockDaysSteps(dataDir, prices, aggregates, knownGroups ? knownGroups.split('\n') : [])) };
} catch (error) {
  answer = { error: error instanceof Error ? error.message : String(error) };
}
parentPort?.postMessage(answer, 'days' in answer && answer.days ? buffersOf(answer.days) : []);
