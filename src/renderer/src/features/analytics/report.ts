import { call } from '#api/client';

/**
 * Tells the server a "Contact" or booking dialog was opened, for the expert's analytics.
 * Fire and forget: its failure never reaches the visitor.
 */
export function reportContact(target: { gigId: string } | { expertUserName: string }): void {
  call('analyticsEvent', { body: { kind: 'contact', ...target } }).catch(() => undefined);
}
