import { z } from 'zod';
import { HIDDEN_CONTACT_TEXT } from '#shared/domain/contact-masking';
import { previewOf } from '#shared/domain/notifications';
import { MESSAGE_LOCALES } from '#shared/i18n/message-format';
import type { EmailKey, MailTexts } from '../../services/mail-texts';

const isEmailKey = (key: string): key is EmailKey => key.startsWith('emails:');

/**
 * A bell text kept as a key and its values, written in the reader's language when it is
 * read, so a notice follows the account's language even after it changes. `when` is a moment
 * written as the language writes dates, in the zone the reader sees it in; `someone` names the value
 * that stands for a sender without a name; each of `lists` is a value made of catalogue texts (a
 * level's name, the metrics that moved it), written and joined as the reader's language lists things.
 */
const noticeTextSchema = z.object({
  key: z.string().refine(isEmailKey),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  lists: z.record(z.string(), z.array(z.string().refine(isEmailKey))).optional(),
  when: z.object({ at: z.string(), zone: z.string().optional() }).optional(),
  someone: z.string().optional(),
});
export type NoticeText = z.infer<typeof noticeTextSchema>;

/** A message's preview: the sender's words (masked while unbooked), the marker in the reader's language. */
const noticePreviewSchema = z.object({ preview: z.string() });

const storedNoticeSchema = z.object({ title: noticeTextSchema, body: z.union([noticeTextSchema, noticePreviewSchema]) });
export type StoredNotice = z.infer<typeof storedNoticeSchema>;

/** Notices kept before keys and values: their text, in the language they were made in. */
interface WrittenNotice {
  title: string;
  body: string;
}

const isWritten = (n: StoredNotice | WrittenNotice): n is WrittenNotice => typeof n.title === 'string';

/** Texts joined as the language lists them ("a, b and c"). */
const listOf = (items: string[], language: MailTexts['language']): string => new Intl.ListFormat(MESSAGE_LOCALES[language], { type: 'conjunction' }).format(items);

function writeText(text: NoticeText, texts: MailTexts): string {
  const { t, time } = texts;
  const values: Record<string, string | number> = { ...text.values };
  if (text.when) values.when = text.when.at ? time(text.when.at, text.when.zone) : '';
  if (text.someone !== undefined) values[text.someone] = t('emails:bell.someone');
  for (const [name, keys] of Object.entries(text.lists ?? {})) values[name] = listOf(keys.filter(isEmailKey).map((key) => t(key)), texts.language);
  return t(text.key, values);
}

/** A stored notice in the reader's language. */
export function writeNotice(stored: StoredNotice | WrittenNotice, texts: MailTexts): { title: string; body: string } {
  if (isWritten(stored)) return stored;
  const { title, body } = stored;
  return {
    title: writeText(title, texts),
    body: 'preview' in body ? previewOf(body.preview.replaceAll(HIDDEN_CONTACT_TEXT, texts.t('emails:bell.hiddenUntilBooked'))) : writeText(body, texts),
  };
}

const storedSchema = z.union([z.object({ title: z.string(), body: z.string() }), storedNoticeSchema]);

/** A row's data_json read back (either form). */
export function readNotice(json: string): StoredNotice | WrittenNotice {
  return storedSchema.parse(JSON.parse(json));
}
