import { useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A WAI-ARIA tab list's state: the selected tab, arrow keys moving between tabs (wrapping), and
 * the ids that tie each tab to the panel.
 */
export function useTabs<T extends string>(tabs: readonly T[], initial: T) {
  const [selected, setSelected] = useState<T>(initial);
  const id = useId();
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const onKeyDown = (e: KeyboardEvent) => {
    // Right to left (Arabic), the next tab is on the left.
    const ahead = typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? -1 : 1;
    const step = e.key === 'ArrowRight' ? ahead : e.key === 'ArrowLeft' ? -ahead : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = tabs[(tabs.indexOf(selected) + step + tabs.length) % tabs.length] ?? selected;
    setSelected(next);
    refs.current[next]?.focus();
  };
  const tabProps = (t: T) => ({
    ref: (el: HTMLButtonElement | null) => {
      refs.current[t] = el;
    },
    type: 'button' as const,
    role: 'tab' as const,
    id: `${id}-${t}`,
    'aria-selected': t === selected,
    'aria-controls': `${id}-panel`,
    tabIndex: t === selected ? 0 : -1,
    onClick: () => setSelected(t),
  });
  const panelProps = { role: 'tabpanel' as const, id: `${id}-panel`, 'aria-labelledby': `${id}-${selected}` };
  return { selected, onKeyDown, tabProps, panelProps };
}
