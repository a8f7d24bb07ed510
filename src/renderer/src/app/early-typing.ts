/**
 * What was typed or chosen in a server-drawn page's fields before the client took it over (issue 25).
 *
 * React hydrates a field as the browser holds it: the typed text stays on screen, but the component's
 * state still has the server's value, and React's change tracking starts from the text already there,
 * so nothing tells the component. A search typed into the home page's hero and sent with Enter then
 * searched for nothing, and the header's box suggested nothing.
 *
 * A field the visitor changed differs from its default (React sets the default to the value it
 * rendered). For such a text field the tracked value is set back to the default and the typed text put
 * back past the tracker, so the input event it then gets is a change React passes to the component; a
 * select gets its change event. React applies a controlled field's change before the event returns, so
 * a kept click replayed after this (Enter's submit) sees the typed value.
 */

const TEXT_FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]), textarea';

/** The value setter of the field's own prototype, which React's change tracking does not see. */
function setUntracked(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Reflect.set(Object.getPrototypeOf(field) as object, 'value', value, field);
}

/** Puts a text field's typed value back and tells React of it; null when it was not changed. */
function textReplay(field: HTMLInputElement | HTMLTextAreaElement): (() => void) | null {
  const typed = field.value;
  if (typed === field.defaultValue) return null;
  return () => {
    // Through the element's own setter: React's tracker now holds the default.
    field.value = field.defaultValue;
    setUntracked(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

function choiceReplay(select: HTMLSelectElement): (() => void) | null {
  // The selected attribute is what defaultSelected reflects.
  const options = Array.from(select.options);
  const chosen = options.map((option) => option.selected);
  if (options.every((option, i) => chosen[i] === option.hasAttribute('selected'))) return null;
  return () => {
    options.forEach((option, i) => (option.selected = chosen[i] ?? false));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
}

/**
 * Tells the client of every field under root whose value the visitor changed before it was
 * interactive. All are read first: the render one field's change causes sets the other fields of
 * its component back to their state, so each is put back as it was read before its event.
 */
export function replayEarlyTyping(root: ParentNode): void {
  const replays = [
    ...Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS), textReplay),
    ...Array.from(root.querySelectorAll('select'), choiceReplay),
  ];
  for (const replay of replays) replay?.();
}
