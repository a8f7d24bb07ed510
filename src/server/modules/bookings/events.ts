/** What happens in a session that its parties are told of: the reminders and the settlement's outcome. */
export type SessionEvent = 'remind-24h' | 'remind-15m' | 'completed' | 'expert_no_show' | 'buyer_no_show' | 'not_held';

/**
 * What happens to a booking that its parties are told of, by mail (bookings/mail.ts) and in the bell
 * (notifications/booking-notices.ts): the event of the domain event `booking.changed`.
 */
export type BookingEvent = 'requested' | 'accepted' | 'declined' | 'cancelled' | 'expired' | 'reviewed' | SessionEvent;
