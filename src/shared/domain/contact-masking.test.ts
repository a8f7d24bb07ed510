import { describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT_TEXT, maskContactDetails, type ContactKind } from './contact-masking';

const H = HIDDEN_CONTACT_TEXT;

describe('maskContactDetails hides contact details and off-platform links', () => {
  it.each<[string, string, ContactKind]>([
    ['call me on 9876543210', `call me on ${H}`, 'phone'],
    ['my number: +91 98765 43210 thanks', `my number: ${H} thanks`, 'phone'],
    ['+1 (415) 555-0132', H, 'phone'],
    ['UK: 07700 900123', `UK: ${H}`, 'phone'],
    ['ring 98-76-54-32-10 tonight', `ring ${H} tonight`, 'phone'],
    ['0049 30 901820 is my office', `${H} is my office`, 'phone'],
    ['98.765.432.10', H, 'phone'],
    ['mail me at priya.k+work@gmail.com', `mail me at ${H}`, 'email'],
    ['priya at gmail dot com', H, 'email'],
    ['priya[at]gmail[dot]com please', `${H} please`, 'email'],
    ['priya (at) outlook (.) in', H, 'email'],
    ['pay to rahul@okaxis', `pay to ${H}`, 'upi'],
    ['UPI: 9876543210@ybl', `UPI: ${H}`, 'upi'],
    ['send it to shop.name@paytm now', `send it to ${H} now`, 'upi'],
    ['https://paypal.me/rahul/500', H, 'link'],
    ['pay here paypal.me/rahul', `pay here ${H}`, 'link'],
    ['https://buy.stripe.com/abc123 for the rest', `${H} for the rest`, 'link'],
    ['upi://pay?pa=rahul@okaxis&am=500', H, 'link'],
    ['whatsapp me https://wa.me/919876543210', `whatsapp me ${H}`, 'link'],
    ['join t.me/rahul_dev', `join ${H}`, 'link'],
    ['let us use https://us02web.zoom.us/j/123456789?pwd=x instead', `let us use ${H} instead`, 'link'],
    ['meet.google.com/abc-defg-hij', H, 'link'],
    ['https://calendly.com/rahul/30min', H, 'link'],
  ])('%j', (input, masked, kind) => {
    const result = maskContactDetails(input);
    expect(result.text).toBe(masked);
    expect(result.hidden).toContain(kind);
  });

  it('hides several details of different kinds in one message', () => {
    const result = maskContactDetails('Call 9876543210 or mail a@b.co, or pay rahul@ybl');
    expect(result.text).toBe(`Call ${H} or mail ${H}, or pay ${H}`);
    expect(result.hidden).toEqual(['phone', 'email', 'upi']);
  });
});

describe('maskContactDetails leaves innocent text alone', () => {
  it.each([
    'The session costs 500 credits',
    'Can we start at 10:30 on 2026-11-25?',
    'Booked for 25/11/2026 at 18:00:00',
    'Let us meet 2026-11-25 10:30 UTC, or 26.11.2026 09:15',
    'Install react@18 and typescript@next, then npm i package@latest',
    'Use @media (max-width: 600px) and the @Override annotation',
    'See https://github.com/vitejs/vite/issues/12345 and https://stackoverflow.com/q/1234567',
    'Windows 11, version 23H2, build 22631.2861',
    'My Excel sheet has 120000 rows and 45 columns',
    'ISO week 48, port 5432, PID 123456',
    'The meeting in Teams yesterday was about the zoom tool in Photoshop',
    'I work at Google and studied at IIT',
    'Version 1.2.3.4 fixed it',
  ])('%j', (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, hidden: [] });
  });
});
