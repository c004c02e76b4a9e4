// What happened, published once by the slice it happened in, and handled by
// every slice that cares, without the publisher knowing who they are. Slices
// register in their own subscriptions.ts (loaded once by the composition
// root, functions/src/subscriptions.ts); a handler loads its heavy modules
// on first use. Handlers run in the order they registered, after the fact,
// and before the publisher answers: one that fails is logged with its name
// and does not stop the others or undo what was published.
import { logger } from 'firebase-functions';
import type { BookingRecord } from '@chairside/core/records/booking';
import type { PaymentRecord } from '@chairside/core/records/payment';
import type { Actor } from './actor';

/** Every event, by name, with what its handlers receive. */
export interface DomainEvents {
  /** A payment went through (card, cash or gift card), with its purpose. */
  'payment.succeeded': { orgId: string; payment: PaymentRecord };
  /**
   * An appointment's document was written (created, changed or deleted), as it
   * was and is (null when absent). Published by the bookings slice's one trigger
   * on the document; handlers are safe to run twice, as a failed one has the
   * trigger retried with every handler again.
   */
  'appointment.written': {
    orgId: string;
    change: 'created' | 'updated' | 'deleted';
    before: BookingRecord | null;
    after: BookingRecord | null;
  };
  /**
   * An appointment held for its deposit (or a card to keep on file) is
   * secured: the deposit was paid, or the card saved. (The client's
   * confirmation follows from the booking's write, notifications queue.)
   */
  'appointment.secured': { orgId: string; bookingId: string };
  /**
   * An appointment was cancelled, by the salon or by the client online. A
   * deposit comes back when the cancellation is at least `refundWindowHours`
   * before the start (0: always, as online cancelling is only open then).
   */
  'appointment.cancelled': {
    orgId: string;
    booking: { id: string; start: string; deposit: number };
    refundWindowHours: number;
    by: Actor;
  };
  /**
   * The no-show model rates an upcoming appointment high risk (when it is
   * written, and again each day while it stays so): the client may be asked
   * to confirm. Nothing about the risk is ever shown to the client.
   */
  'appointment.high-risk': { orgId: string; bookingId: string };
  /**
   * A salon's blog post went live for the first time (published, or its
   * scheduled time came), with what its newsletter needs and what the salon
   * chose to do (blog settings). Handlers are safe to run twice.
   */
  'blog.post-published': {
    orgId: string;
    postId: string;
    newsletter: 'off' | 'draft' | 'send';
    post: { title: string; excerpt: string; featured_image: string; url: string };
  };
  /** A text came in (Twilio's inbound webhook) that is not STOP or START: someone answering. */
  'sms.received': { from: string; body: string; messageSid: string };
  /** Something the salon's public site shows changed (plans, gift cards, shop products, reviews, the portfolio's photos). */
  'site.content-changed': {
    orgId: string;
    what: 'memberships' | 'gift-cards' | 'shop' | 'reviews' | 'work';
  };
}

export type EventName = keyof DomainEvents;
type Handler<K extends EventName> = (event: DomainEvents[K]) => Promise<void>;
interface Subscription<K extends EventName> {
  /** Who handles it, for the logs: "gift-cards: issue the card bought". */
  by: string;
  handle: Handler<K>;
}

/** A registry of handlers; the process has one (below), tests make their own. */
export function eventBus() {
  const registry = new Map<EventName, Subscription<EventName>[]>();
  return {
    /** Registers a handler for an event (once per process, at load). */
    on<K extends EventName>(name: K, by: string, handle: Handler<K>): void {
      const list = registry.get(name) ?? [];
      if (list.some((s) => s.by === by)) return;
      list.push({ by, handle: handle as Handler<EventName> });
      registry.set(name, list);
    },
    /** Runs every handler of an event, in order; answers how many failed (each is logged). */
    async publish<K extends EventName>(
      name: K,
      event: DomainEvents[K],
      { together = false }: { together?: boolean } = {},
    ): Promise<number> {
      let failed = 0;
      const run = async ({ by, handle }: Subscription<EventName>) => {
        try {
          await handle(event);
        } catch (err) {
          failed += 1;
          logger.error(`A handler of "${name}" failed: ${by}`, { event: name, by, err });
        }
      };
      const handlers = registry.get(name) ?? [];
      // Handlers that touch nothing of each other's run together: none waits behind another.
      if (together) await Promise.all(handlers.map(run));
      else for (const h of handlers) await run(h);
      return failed;
    },
    /** Who handles each event, in order (for the README's map and the tests). */
    subscriptions(): Record<string, string[]> {
      return Object.fromEntries([...registry].map(([name, list]) => [name, list.map((s) => s.by)]));
    },
  };
}

const bus = eventBus();
export const on = bus.on;
export const publish = bus.publish;
export const subscriptions = bus.subscriptions;
