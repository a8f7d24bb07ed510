import type { Redis } from 'ioredis';

/** A bus message: plain JSON (it crosses Redis as text). Handlers must not change it. */
export type BusMessage = Record<string, unknown>;
export type BusHandler = (message: BusMessage) => void;

/**
 * Topics every API instance can publish to and subscribe to (`user:<id>`, `room:<bookingId>`):
 * in memory for one instance, through Redis pub/sub for several. A message reaches every
 * subscriber, this instance's included, in the order one instance published them.
 */
export interface LiveBus {
  readonly kind: 'memory' | 'redis';
  publish(topic: string, message: BusMessage): Promise<void>;
  /** Resolves once the subscription is in place; answers its unsubscribe. */
  subscribe(topic: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Handlers per topic; `changed` is told when a topic gets its first handler or loses its last. */
function handlerTable(changed: (topic: string, subscribed: boolean) => Promise<void>) {
  const topics = new Map<string, { handlers: Set<BusHandler>; ready: Promise<void> }>();
  return {
    handlersOf: (topic: string) => topics.get(topic)?.handlers,
    async add(topic: string, handler: BusHandler): Promise<() => Promise<void>> {
      // A handler added twice is two subscriptions: each unsubscribe removes its own.
      const own: BusHandler = (message) => handler(message);
      let entry = topics.get(topic);
      if (!entry) {
        entry = { handlers: new Set(), ready: changed(topic, true) };
        topics.set(topic, entry);
      }
      entry.handlers.add(own);
      // A second handler waits for the subscription the first one started.
      await entry.ready;
      let done = false;
      return async () => {
        if (done) return;
        done = true;
        const current = topics.get(topic);
        if (!current?.handlers.delete(own) || current.handlers.size > 0) return;
        topics.delete(topic);
        await changed(topic, false);
      };
    },
  };
}

function deliver(
  handlers: Set<BusHandler> | undefined,
  message: BusMessage,
  onError: (err: unknown) => void,
) {
  if (!handlers) return;
  for (const handler of [...handlers]) {
    try {
      handler(message);
    } catch (err) {
      onError(err);
    }
  }
}

/** One instance: a message is handed to the topic's handlers on the next microtask, in publish order. */
export function memoryBus(onError: (err: unknown) => void): LiveBus {
  const table = handlerTable(async () => undefined);
  return {
    kind: 'memory',
    async publish(topic, message) {
      queueMicrotask(() => deliver(table.handlersOf(topic), message, onError));
    },
    subscribe: (topic, handler) => table.add(topic, handler),
    async close() {},
  };
}

/**
 * Several instances: `publisher` publishes (and may run other commands), `subscriber` is put in
 * subscriber mode and holds one Redis subscription per topic with local handlers. ioredis
 * resubscribes after a reconnect.
 */
export function redisBus(
  publisher: Redis,
  subscriber: Redis,
  onError: (err: unknown) => void,
  prefix = 'qurious-live:',
): LiveBus {
  const table = handlerTable(async (topic, subscribed) => {
    if (subscribed) await subscriber.subscribe(prefix + topic);
    else await subscriber.unsubscribe(prefix + topic);
  });
  subscriber.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(prefix)) return;
    let message: BusMessage;
    try {
      message = JSON.parse(text) as BusMessage;
    } catch (err) {
      onError(err);
      return;
    }
    deliver(table.handlersOf(channel.slice(prefix.length)), message, onError);
  });
  return {
    kind: 'redis',
    async publish(topic, message) {
      await publisher.publish(prefix + topic, JSON.stringify(message));
    },
    subscribe: (topic, handler) => table.add(topic, handler),
    async close() {
      await subscriber.quit().catch(() => undefined);
    },
  };
}
