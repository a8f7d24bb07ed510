import { ApiError } from '#api/client';
import { localizeMessage } from '#i18n/messages';

/** A server refusal in the interface language, with its first field's message after its own. */
export function refusalText(err: unknown): string {
  if (!(err instanceof ApiError)) return err instanceof Error ? err.message : String(err);
  const [first] = Object.values(err.fields);
  const message = localizeMessage(err.message);
  return first && first !== err.message ? `${message} ${localizeMessage(first)}` : message;
}
