import type { ReactNode } from 'react';

/** A page's main landmark with its heading; pages fill in the rest. */
export function Page({ title, children, className }: { title: string; children?: ReactNode; className?: string }) {
  return (
    <section className={className ?? 'page'} aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
    </section>
  );
}
