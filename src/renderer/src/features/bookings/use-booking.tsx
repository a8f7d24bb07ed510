import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { PricingTier } from '#shared/domain/gig-pricing';
import { OWN_GIG_MESSAGE } from '#shared/domain/booking-rules';
import { useAtomValue, useAuthModal, userAtom } from '#state';
import { toast } from '#ui/toast';
import { reportContact } from '#features/analytics/report';
import { importOrReload } from '#app/stale-build';
import type { BookableGig } from './BookingDialog';

/**
 * The dialog, with the booking schemas and the slot picker, loads when a Book button is first
 * pressed or pointed at, to keep the gig page light: a gig page's visitor who only reads builds none of it.
 */
const loadDialog = () =>
  importOrReload(() => import('./BookingDialog').then((m) => ({ default: m.BookingDialog })));
const BookingDialog = lazy(loadDialog);

/** Experts cannot book their own gig. */
const isOwnGig = (user: { expertProfile: { userName: string } | null }, expertUserName: string | undefined): boolean =>
  Boolean(expertUserName && user.expertProfile?.userName === expertUserName);

/**
 * Starts loading the booking dialog (a Book button pointed at or focused), so it opens at once. A
 * failed load here does nothing: only pressing Book reloads onto a newer build.
 */
export const prepareBooking = (): void => void import('./BookingDialog').catch(() => undefined);

/**
 * What a gig page plugs into its packages' Book buttons: `onBook(tier)` opens the booking dialog
 * (or the login modal for a visitor; experts cannot book their own gig), and `dialog` renders it.
 * A visitor who signs in from that modal comes back to the dialog of the package they pressed;
 * closing the modal without signing in forgets it.
 */
export function useBooking(
  gig: BookableGig | null,
  expertUserName?: string,
): { onBook: (tier: PricingTier) => void; dialog: ReactNode } {
  const user = useAtomValue(userAtom);
  const { open, isOpen } = useAuthModal();
  const [tier, setTier] = useState<PricingTier | null>(null);
  const [waitingForSignIn, setWaitingForSignIn] = useState<PricingTier | null>(null);
  const onBook = (t: PricingTier) => {
    if (gig && !(user && isOwnGig(user, expertUserName))) reportContact({ gigId: gig.id });
    if (!user) {
      setWaitingForSignIn(t);
      open('login');
      return;
    }
    if (isOwnGig(user, expertUserName)) {
      toast.info(OWN_GIG_MESSAGE);
      return;
    }
    setTier(t);
  };
  useEffect(() => {
    if (waitingForSignIn === null) return;
    if (user) {
      setWaitingForSignIn(null);
      if (isOwnGig(user, expertUserName)) toast.info(OWN_GIG_MESSAGE);
      else setTier(waitingForSignIn);
    } else if (!isOpen) {
      setWaitingForSignIn(null);
    }
  }, [user, isOpen, waitingForSignIn, expertUserName]);
  const dialog =
    gig && tier ? (
      <Suspense fallback={null}>
        <BookingDialog gig={gig} tier={tier} onClose={() => setTier(null)} />
      </Suspense>
    ) : null;
  return { onBook, dialog };
}
