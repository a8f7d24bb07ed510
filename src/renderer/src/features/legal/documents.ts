import type { FullKey } from '#i18n/namespaces';

type Key = FullKey<'legal'>;

export interface LegalSection {
  id: string;
  title: Key;
  text: Key;
}

export interface LegalDocument {
  /** The page's id prefix (its sections' anchors are `<id>-<section>`). */
  id: 'terms' | 'privacy';
  title: Key;
  lead: Key;
  sections: readonly LegalSection[];
}

/** /terms: what buyers and experts agree to (accounts, credits, bookings, refunds, disputes, payouts, conduct). */
export const TERMS: LegalDocument = {
  id: 'terms',
  title: 'legal:terms.title',
  lead: 'legal:terms.lead',
  sections: [
    { id: 'account', title: 'legal:terms.account.title', text: 'legal:terms.account.text' },
    { id: 'credits', title: 'legal:terms.credits.title', text: 'legal:terms.credits.text' },
    { id: 'bookings', title: 'legal:terms.bookings.title', text: 'legal:terms.bookings.text' },
    { id: 'refunds', title: 'legal:terms.refunds.title', text: 'legal:terms.refunds.text' },
    { id: 'disputes', title: 'legal:terms.disputes.title', text: 'legal:terms.disputes.text' },
    { id: 'experts', title: 'legal:terms.experts.title', text: 'legal:terms.experts.text' },
    { id: 'conduct', title: 'legal:terms.conduct.title', text: 'legal:terms.conduct.text' },
    { id: 'content', title: 'legal:terms.content.title', text: 'legal:terms.content.text' },
    { id: 'suspension', title: 'legal:terms.suspension.title', text: 'legal:terms.suspension.text' },
    { id: 'liability', title: 'legal:terms.liability.title', text: 'legal:terms.liability.text' },
    { id: 'changes', title: 'legal:terms.changes.title', text: 'legal:terms.changes.text' },
    { id: 'contact', title: 'legal:terms.contact.title', text: 'legal:terms.contact.text' },
  ],
};

/** /privacy: the data kept, why, who sees it, for how long, its download and deletion, cookies. */
export const PRIVACY: LegalDocument = {
  id: 'privacy',
  title: 'legal:privacy.title',
  lead: 'legal:privacy.lead',
  sections: [
    { id: 'collect', title: 'legal:privacy.collect.title', text: 'legal:privacy.collect.text' },
    { id: 'use', title: 'legal:privacy.use.title', text: 'legal:privacy.use.text' },
    { id: 'share', title: 'legal:privacy.share.title', text: 'legal:privacy.share.text' },
    { id: 'calls', title: 'legal:privacy.calls.title', text: 'legal:privacy.calls.text' },
    { id: 'keep', title: 'legal:privacy.keep.title', text: 'legal:privacy.keep.text' },
    { id: 'rights', title: 'legal:privacy.rights.title', text: 'legal:privacy.rights.text' },
    { id: 'cookies', title: 'legal:privacy.cookies.title', text: 'legal:privacy.cookies.text' },
    { id: 'security', title: 'legal:privacy.security.title', text: 'legal:privacy.security.text' },
    { id: 'children', title: 'legal:privacy.children.title', text: 'legal:privacy.children.text' },
    { id: 'changes', title: 'legal:privacy.changes.title', text: 'legal:privacy.changes.text' },
    { id: 'contact', title: 'legal:privacy.contact.title', text: 'legal:privacy.contact.text' },
  ],
};
