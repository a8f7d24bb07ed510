import { useEffect, useState } from 'react';
import { expertMessages, usernameProblem, usernameSuggestions } from '#shared/domain/expert-rules';
import { call } from '#api/client';

/** The five states of the live username check (expert spec section 4). */
export type UsernameStatus = 'unknown' | 'checking' | 'available' | 'unavailable' | 'error';

export interface UsernameCheck {
  status: UsernameStatus;
  /** The message to show: the broken rule, or the result of the check. */
  message: string | null;
  /** Free alternatives when the name is taken. */
  suggestions: string[];
}

/** How long typing pauses before the username is checked. */
const USERNAME_CHECK_DEBOUNCE_MS = 500;

const answers = new Map<string, boolean>();

async function isAvailable(username: string, signal: AbortSignal): Promise<boolean> {
  const known = answers.get(username);
  if (known !== undefined) return known;
  const { available } = await call('expertsCheckUsername', { query: { username }, signal });
  answers.set(username, available);
  return available;
}

/**
 * Checks a username 500 ms after the last keystroke: the rule first (no call while it is broken),
 * then the server. A taken name gets suggestions that were themselves checked free.
 */
export function useUsernameCheck(userName: string): UsernameCheck {
  const [result, setResult] = useState<{ for: string; check: UsernameCheck } | null>(null);
  const problem = userName === '' ? null : usernameProblem(userName);

  useEffect(() => {
    if (userName === '' || problem) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setResult({ for: userName, check: { status: 'checking', message: null, suggestions: [] } });
      void (async () => {
        try {
          if (await isAvailable(userName, controller.signal)) {
            setResult({ for: userName, check: { status: 'available', message: expertMessages.usernameAvailable, suggestions: [] } });
            return;
          }
          const candidates = usernameSuggestions(userName);
          const free = await Promise.all(candidates.map((c) => isAvailable(c, controller.signal).catch(() => false)));
          setResult({
            for: userName,
            check: { status: 'unavailable', message: expertMessages.usernameTaken, suggestions: candidates.filter((_, i) => free[i]) },
          });
        } catch (e) {
          if (controller.signal.aborted || (e instanceof DOMException && e.name === 'AbortError')) return;
          setResult({ for: userName, check: { status: 'error', message: expertMessages.usernameError, suggestions: [] } });
        }
      })();
    }, USERNAME_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [userName, problem]);

  if (userName === '') return { status: 'unknown', message: null, suggestions: [] };
  if (problem) return { status: 'unknown', message: problem, suggestions: [] };
  if (result?.for === userName) return result.check;
  return { status: 'unknown', message: null, suggestions: [] };
}
