// resources/subscribe on the station and territory resources, where a session lives (stdio): when a publication
// changes what a subscribed resource reads, the session gets notifications/resources/updated for its URI. Each
// subscribed resource is read again through the pipeline when new data is served, and its `data` compared with what
// it read before: a new snapshot whose station or territory reads the same sends nothing. Streamable HTTP is
// stateless here and does not offer it (docs/mcp.md).
import type { Logger } from 'pino';
import type { Language } from '../core/language.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { RESOURCE_SCHEME } from './resource-catalogue.js';
import { RPC_CODES, RpcError } from './rpc-error.js';

/** The resources a session may subscribe to: a station, Spain's prices, a territory's prices. */
const SUBSCRIBABLE = new RegExp(
  `^${RESOURCE_SCHEME}(stations/[^/]+|prices/spain|prices/(communities|provinces|municipalities)/[^/]+)$`,
);

export const isSubscribable = (uri: string): boolean => SUBSCRIBABLE.test(uri);

/** Reads a resource's text, as resources/read answers it to the session. */
export type ResourceText = (uri: string) => Promise<{ text: string }>;

export interface ResourceSubscriptions {
  /** resources/subscribe: remembers what the resource reads now, to compare with what the next publication reads. */
  subscribe(uri: string, read: ResourceText, language: Language): Promise<Record<string, never>>;
  /** resources/unsubscribe. */
  unsubscribe(uri: string): Record<string, never>;
  /** New data is served: reads every subscribed resource again and notifies those that changed. */
  published(): Promise<void>;
}

/** The `data` of a resource's text ({data, meta}), or the text itself for one without it. */
function dataOf(text: string): string {
  try {
    const parsed = JSON.parse(text) as { data?: unknown };
    return parsed.data === undefined ? text : JSON.stringify(parsed.data);
  } catch {
    return text;
  }
}

async function readData(uri: string, read: ResourceText): Promise<string> {
  try {
    return dataOf((await read(uri)).text);
  } catch (error) {
    // A station that left reads as an error: that is a change too, from what it read.
    return `error: ${(error as Error).message}`;
  }
}

/** `notify` sends notifications/resources/updated for a URI to the session. */
export function createResourceSubscriptions(
  logger: Logger,
  notify: (uri: string) => Promise<void>,
): ResourceSubscriptions {
  /** Subscribed URI → how it is read and the data it last read. */
  const subscribed = new Map<string, { read: ResourceText; data: string | null }>();

  return {
    async subscribe(uri, read, language) {
      if (!isSubscribable(uri)) {
        throw new RpcError(
          RPC_CODES.INVALID_PARAMS,
          'INVALID_PARAMETER',
          PROBLEM_DETAILS.mcpNotSubscribable(uri),
          language,
        );
      }
      const subscription = { read, data: null as string | null };
      subscribed.set(uri, subscription);
      subscription.data = await readData(uri, read);
      return {};
    },
    unsubscribe(uri) {
      subscribed.delete(uri);
      return {};
    },
    async published() {
      for (const [uri, subscription] of subscribed) {
        const before = subscription.data;
        const now = await readData(uri, subscription.read);
        if (subscribed.get(uri) !== subscription) continue;
        subscription.data = now;
        if (before === now) continue;
        await notify(uri).catch((error: unknown) => {
          logger.warn({ uri, err: error }, 'could not send notifications/resources/updated');
        });
      }
    },
  };
}
