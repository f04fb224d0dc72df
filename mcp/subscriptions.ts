// resources/subscribe on the station and territory resources, where a session lives (stdio): when a publication
// changes what a subscribed resource reads, the session gets notifications/resources/updated for its URI. Each
// subscribed resource is read again through the pipeline when new data is served, and its `data` compared with what
// it read before: a new snapshot whose station or territory reads the same sends nothing. Streamable HTTP is
// stateless here and does not offer it (docs/mcp.md).
import {
  type ServerNotification,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from 'pino';
import type { Language } from '../core/language.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import type { CheckedServer } from './checked-server.js';
import { RESOURCE_SCHEME } from './resource-catalogue.js';
import { RPC_CODES, RpcError } from './rpc-error.js';

/** The resources a session may subscribe to: a station, Spain's prices, a territory's prices. */
const SUBSCRIBABLE = new RegExp(
  `^${RESOURCE_SCHEME}(stations/[^/]+|prices/spain|prices/(communities|provinces|municipalities)/[^/]+)$`,
);

export const isSubscribable = (uri: string): boolean => SUBSCRIBABLE.test(uri);

export interface ResourceSubscriptions {
  /** Registers resources/subscribe and resources/unsubscribe on the server (which declares `subscribe`). */
  attach(server: CheckedServer, read: (uri: string) => Promise<{ text: string }>, language: Language): void;
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

export function createResourceSubscriptions(logger: Logger): ResourceSubscriptions {
  /** Subscribed URI → the data it last read (null until read). */
  const subscribed = new Map<string, string | null>();
  let attached: { server: CheckedServer; read: (uri: string) => Promise<{ text: string }> } | null = null;

  async function readData(uri: string): Promise<string | null> {
    try {
      return dataOf((await (attached as NonNullable<typeof attached>).read(uri)).text);
    } catch (error) {
      // A station that left reads as an error: that is a change too, from what it read.
      return `error: ${(error as Error).message}`;
    }
  }

  return {
    attach(server, read, language) {
      attached = { server, read };
      server.setRequestHandler(SubscribeRequestSchema, async ({ params }) => {
        if (!isSubscribable(params.uri)) {
          throw new RpcError(
            RPC_CODES.INVALID_PARAMS,
            'INVALID_PARAMETER',
            PROBLEM_DETAILS.mcpNotSubscribable(params.uri),
            language,
          );
        }
        subscribed.set(params.uri, null);
        // What it reads now, to compare with what the next publication makes it read.
        subscribed.set(params.uri, await readData(params.uri));
        return {};
      });
      server.setRequestHandler(UnsubscribeRequestSchema, ({ params }) => {
        subscribed.delete(params.uri);
        return {};
      });
    },
    async published() {
      if (attached === null) return;
      const { server } = attached;
      for (const [uri, before] of subscribed) {
        const now = await readData(uri);
        if (!subscribed.has(uri)) continue;
        subscribed.set(uri, now);
        if (before === now) continue;
        const notification: ServerNotification = { method: 'notifications/resources/updated', params: { uri } };
        await server.notification(notification).catch((error: unknown) => {
          logger.warn({ uri, err: error }, 'could not send notifications/resources/updated');
        });
      }
    },
  };
}
