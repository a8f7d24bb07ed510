import { useEffect, type RefObject } from 'react';

/**
 * Calls onDismiss on a pointer press outside every given element, and on Escape, while active.
 * Dropdowns, menus and the side menu close this way.
 */
export function useDismiss(refs: ReadonlyArray<RefObject<HTMLElement | null>>, active: boolean, onDismiss: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node | null;
      if (target && refs.some((r) => r.current?.contains(target))) return;
      onDismiss();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onDismiss();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [refs, active, onDismiss]);
}
