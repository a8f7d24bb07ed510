/**
 * What was typed or chosen in a server-drawn page's fields before the client took it over.
 *
 * React hydrates a field as the browser holds it: the typed text stays on screen, but the component's
 * state still has the server's value, and React's change tracking starts from the text already there,
 * so nothing tells the component. A search typed into the home page's hero and sent with Enter then
 * searched for nothing, and the header's box suggested nothing.
 *
 * The fields are read when the hydrated tree is committed (keepEarlyTyping, from a layout effect:
 * before React has handled any event or rendered anything else) and told to React a task later
 * (the returned replay). Read any later, a render in between would already have lost them: React sets
 * a controlled field back to its state whenever it renders the field's component again, so a keyword
 * typed once the page was live erased the skill chosen before it.
 *
 * A field the visitor changed differs from its default (React sets the default to the value it
 * rendered). For such a text field the tracked value is set back to the default and the typed text put
 * back past the tracker, so the input event it then gets is a change React passes to the component; a
 * select gets its change event. React applies a controlled field's change before the event returns, so
 * a kept click replayed after this (Enter's submit) sees the typed value. A field the visitor changed
 * again once React was handling its events is left as React has it.
 */

const TEXT_FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]), textarea';

type Replay = () => void;

/** The value setter of the field's own prototype, which React's change tracking does not see. */
function setUntracked(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Reflect.set(Object.getPrototypeOf(field) as object, 'value', value, field);
}

/** Puts a text field's typed value back and tells React of it; null when it was not changed. */
function textReplay(field: HTMLInputElement | HTMLTextAreaElement): Replay | null {
  const typed = field.value;
  const server = field.defaultValue;
  if (typed === server) return null;
  return () => {
    // Still as typed, or set back to the server's value by a render: anything else React already knows.
    if (field.value !== typed && field.value !== server) return;
    // Through the element's own setter: React's tracker now holds the server's value.
    field.value = server;
    setUntracked(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

const sameChoice = (a: readonly boolean[], b: readonly boolean[]) => a.every((x, i) => x === b[i]);

function choiceReplay(select: HTMLSelectElement): Replay | null {
  const options = Array.from(select.options);
  const chosen = options.map((option) => option.selected);
  // The selected attribute is what the server rendered.
  const server = options.map((option) => option.hasAttribute('selected'));
  if (sameChoice(chosen, server)) return null;
  return () => {
    const now = options.map((option) => option.selected);
    if (!sameChoice(now, chosen) && !sameChoice(now, server)) return;
    options.forEach((option, i) => (option.selected = chosen[i] ?? false));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
}

/**
 * Reads every field under root whose value the visitor changed before the client was interactive,
 * and returns what tells the client of them. All are read first and each is put back as it was read
 * before its event: the render one field's change causes sets the other fields of its component
 * back to their state.
 */
export function keepEarlyTyping(root: ParentNode): Replay {
  const replays = [
    ...Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS), textReplay),
    ...Array.from(root.querySelectorAll('select'), choiceReplay),
  ];
  return () => {
    for (const replay of replays) replay?.();
  };
}
