// The worker of readContentInWorker (load-content.ts): reads and checks the content, and posts what it found.
import { parentPort, workerData } from 'node:worker_threads';
import { readContent } from './load-content.js';

parentPort?.postMessage(readContent(workerData as string));
