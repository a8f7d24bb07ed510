import { maskContactDetails } from './contact-masking';

/**
 * Texts that other people read before they have a booking with the writer: reviews and their
 * replies, gig titles and descriptions (with their packages), the expert's description, and the
 * requests and offers to come. The contact masking of messages (./contact-masking) applies to them
 * too. They are masked when read, not when written: their readers are anyone, visitors and search
 * engines included, so no booking between two people decides as it does for a message; the one
 * stored text stays the writer's own to edit, and texts written before a rule was added or improved
 * are masked by it as well.
 */
export function forReaders(text: string): string {
  return maskContactDetails(text).text;
}

/** Whether readers would see part of these texts hidden: the writer is then told why, as in messages. */
export function hidesContact(...texts: string[]): boolean {
  return texts.some((text) => maskContactDetails(text).hidden.length > 0);
}
