import type { FastifyBaseLogger } from 'fastify';
import type { BookingEvent } from './modules/bookings/events';
import type { DisputeEvent } from '#shared/domain/dispute';
import type { LevelId, LevelMetric } from '#shared/domain/levels';

/**
 * What happened in the marketplace, for the features that react to it without the feature that
 * caused it knowing them (a stored message raises a notification and schedules the
 * unread-message email). In-process and after the fact: a listener runs once the change is
 * committed, on the instance that made it; its failure is logged and never undoes the change.
 */
export interface DomainEvents {
  /** A message was stored (once per message: a resend with the same client id raises nothing). */
  'message.stored': {
    conversationId: string;
    messageId: string;
    senderId: string;
    /** Every member but the sender. */
    recipientIds: string[];
    /** The text as the recipients see it (masked where the rules say), for a notification's preview. */
    preview: string;
    /** The booking whose thread it is; null for a direct conversation. */
    bookingId: string | null;
    createdAt: string;
  };
  /**
   * A booking event that mails its parties (requested, accepted, declined, cancelled, expired, a
   * reminder, a settlement's outcome, a review): raised once the change is committed, where its
   * mail is sent (bookings/mail.ts), so the bell (notifications) keeps it too.
   */
  'booking.changed': {
    bookingId: string;
    event: BookingEvent;
    /** A review's stars. */
    rating?: number;
  };
  /** A dispute of a settled session changed stage: opened, answered, a deadline lapsed, decided (modules/disputes). */
  'dispute.changed': {
    disputeId: string;
    event: DisputeEvent;
  };
  /** The daily evaluation changed an expert's level (modules/levels): the metrics that moved it, for the bell. */
  'level.changed': {
    /** The expert's account. */
    userId: string;
    from: LevelId;
    to: LevelId;
    change: 'promoted' | 'demoted';
    reasons: LevelMetric[];
    day: string;
  };
  /** A member read a conversation up to its last message: its "new message" notification is read too. */
  'conversation.caught-up': {
    conversationId: string;
    userId: string;
  };
}

type Listener<K extends keyof DomainEvents> = (event: DomainEvents[K]) => Promise<void> | void;

export interface EventHub {
  on<K extends keyof DomainEvents>(kind: K, listener: Listener<K>): void;
  /** Runs every listener of `kind`; resolves when all have finished (errors logged, not thrown). */
  emit<K extends keyof DomainEvents>(kind: K, event: DomainEvents[K]): Promise<void>;
}

export function createEventHub(log: FastifyBaseLogger): EventHub {
  const listeners = new Map<keyof DomainEvents, Listener<keyof DomainEvents>[]>();
  return {
    on(kind, listener) {
      listeners.set(kind, [...(listeners.get(kind) ?? []), listener as Listener<keyof DomainEvents>]);
    },
    async emit(kind, event) {
      await Promise.all(
        (listeners.get(kind) ?? []).map(async (listener) => {
          try {
            await listener(event);
          } catch (err) {
            log.error({ err, event: kind }, 'an event listener failed');
          }
        }),
      );
    },
  };
}
