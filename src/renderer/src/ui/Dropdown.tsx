import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import { useDismiss } from './useDismiss';
import './Dropdown.css';

export interface DropdownItem {
  key: string;
  label: ReactNode;
  /** A route to go to; without it the item runs onSelect. */
  to?: string;
  onSelect?: () => void;
  icon?: ReactNode;
  /** An entry whose target does not exist yet: shown with its hint, not actionable. */
  disabled?: boolean;
  hint?: string;
  /** Makes the item a radio choice (the language menu). */
  checked?: boolean;
}

export interface DropdownProps {
  /** What the trigger shows (text, an icon, an avatar). */
  trigger: ReactNode;
  /** The trigger's accessible name when it shows no text. */
  triggerLabel?: string;
  /** The menu's accessible name. */
  menuLabel: string;
  items: DropdownItem[];
  /** Shown above the items (a label, the user's name and email). */
  header?: ReactNode;
  /** Shown below the items (a button). */
  footer?: ReactNode;
  /** Controlled open state; uncontrolled when left out. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'end';
  className?: string;
  triggerClassName?: string;
  showChevron?: boolean;
}

/**
 * A menu button: the trigger toggles a menu of links and actions. Arrow keys, Home and End move
 * between items, Escape closes and returns focus, and a click outside closes it.
 */
export function Dropdown(props: DropdownProps) {
  const { trigger, triggerLabel, menuLabel, items, header, footer, align = 'start', className, triggerClassName, showChevron = true } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const onOpenChange = props.onOpenChange;
  const setOpen = useCallback(
    (next: boolean) => {
      setOwnOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => [root], []);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(refs, open, close);

  const menuItems = () => [...(menu.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])];
  const focusItem = (index: number) => {
    const all = menuItems();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const last = e.key === 'ArrowUp';
      requestAnimationFrame(() => focusItem(last ? -1 : 0));
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const all = menuItems();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    const next = moves[e.key];
    if (next !== undefined) {
      e.preventDefault();
      focusItem(next);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close();
      button.current?.focus();
    } else if (e.key === 'Tab') {
      close();
    }
  };

  const choose = (item: DropdownItem) => {
    if (item.disabled) return;
    item.onSelect?.();
    close();
  };

  return (
    <div ref={root} className={`dropdown ${className ?? ''}`}>
      <button
        ref={button}
        type="button"
        className={`dropdown-trigger ${triggerClassName ?? ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={triggerLabel}
        onClick={() => setOpen(!open)}
        onKeyDown={onTriggerKey}
      >
        {trigger}
        {showChevron && <ChevronDown className="dropdown-chevron" size={16} aria-hidden="true" />}
      </button>
      {open && (
        <div ref={menu} id={`${id}-menu`} className={`dropdown-menu dropdown-${align}`} role="menu" aria-label={menuLabel} onKeyDown={onMenuKey}>
          {header && <div className="dropdown-header">{header}</div>}
          {items.map((item) => {
            const role = item.checked === undefined ? 'menuitem' : 'menuitemradio';
            const content = (
              <>
                {item.icon}
                <span className="dropdown-item-label">{item.label}</span>
                {item.hint && <span className="dropdown-item-hint">{item.hint}</span>}
              </>
            );
            const common = {
              role,
              'data-menu-item': true,
              className: 'dropdown-item',
              tabIndex: -1,
              'aria-checked': item.checked,
              'aria-disabled': item.disabled || undefined,
            };
            return item.to && !item.disabled ? (
              <Link key={item.key} to={item.to} {...common} onClick={() => choose(item)}>
                {content}
              </Link>
            ) : (
              <button key={item.key} type="button" {...common} onClick={() => choose(item)}>
                {content}
              </button>
            );
          })}
          {footer && <div className="dropdown-footer">{footer}</div>}
        </div>
      )}
    </div>
  );
}
