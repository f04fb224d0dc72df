// The data dictionary as a resource: datapackage.json, a file published with the snapshot being served (as
// GET /downloads/datapackage.json sends it), not an operation. The embedded sample publishes one too, describing the
// sample's files: it is served the same way (its columns mean what they mean in the real data).
import { readFile } from 'node:fs/promises';
import { DOWNLOADS, snapshotDownloadPath } from '../core/data-dir/layout.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import type { Dataset } from '../store/dataset.js';
import { DATA_DICTIONARY_URI, JSON_TYPE, type ResourceReader } from './resource-catalogue.js';
import { RPC_CODES, RpcError } from './rpc-error.js';

const FILE = DOWNLOADS.find((download) => download.name === 'datapackage')?.file ?? 'datapackage.json';

/** The file's text per snapshot, read once: the downloads of a snapshot are never rewritten. */
const texts = new WeakMap<Dataset, Promise<string>>();

export const DATA_DICTIONARY_READER: ResourceReader = {
  uriTemplate: DATA_DICTIONARY_URI,
  mimeType: JSON_TYPE,
  operationId: null,
  read: async (_variables, { served, language }) => {
    const dataset = served.dataset();
    if (!dataset) {
      throw new RpcError(
        RPC_CODES.RESOURCE_NOT_FOUND,
        'TEMPORARILY_UNAVAILABLE',
        PROBLEM_DETAILS.downloadNoDataYet,
        language,
      );
    }
    let text = texts.get(dataset);
    if (!text) {
      text = readFile(snapshotDownloadPath(served.dataDir, dataset.version, FILE), 'utf8');
      texts.set(dataset, text);
      // A snapshot published without it (or removed under it) is asked again next time.
      text.catch(() => texts.delete(dataset));
    }
    try {
      return await text;
    } catch {
      throw new RpcError(
        RPC_CODES.RESOURCE_NOT_FOUND,
        'TEMPORARILY_UNAVAILABLE',
        PROBLEM_DETAILS.downloadUnavailable,
        language,
      );
    }
  },
};
