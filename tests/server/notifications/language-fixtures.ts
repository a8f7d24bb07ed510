import type { TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { setLanguage } from '../../helpers/email-language';
import { createTestUser } from '../../helpers/users';
import { bookOk, HOUR, inHours, insertGig, topUp } from '../bookings/bookings-fixtures';

/**
 * A booking request between an expert and a buyer who each chose a language (`users.language`;
 * null: none chosen), for the suites of what the server writes in each one's language.
 */
export async function bookedInLanguages(t: TestApp, gigTitle: string, expertLanguage: string | null, buyerLanguage: string | null) {
  t.clock.advance(12 * HOUR);
  const expert = await createTestExpert(t);
  const gigId = await insertGig(t, expert, { title: gigTitle });
  const buyer = await createTestUser(t, { name: 'Inès Carvalho' });
  await setLanguage(t, expert.id, expertLanguage);
  await setLanguage(t, buyer.id, buyerLanguage);
  await topUp(t, buyer, 100);
  const times = inHours(t, 30, 31);
  const booking = await bookOk(t, buyer, gigId, { times });
  return { expert, buyer, booking, times };
}
