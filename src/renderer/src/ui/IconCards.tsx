import type { LucideIcon } from 'lucide-react';

/** One card: an icon (decorative) above a heading and a line of text, both already translated. */
export interface IconCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/**
 * A grid of cards with an icon, a heading and a text: the steps of how Qurious works, the kinds of
 * sessions. `ordered` when the cards are steps in order (a list a screen reader numbers).
 */
export function IconCards({ cards, className, ordered = false }: { cards: readonly IconCard[]; className: string; ordered?: boolean }) {
  const items = cards.map(({ icon: Icon, title, text }) => (
    <li key={title}>
      <Icon aria-hidden="true" size={28} />
      <h3>{title}</h3>
      <p>{text}</p>
    </li>
  ));
  return ordered ? <ol className={className}>{items}</ol> : <ul className={className}>{items}</ul>;
}
