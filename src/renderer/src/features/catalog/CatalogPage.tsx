import type { ReactNode } from 'react';
import { Breadcrumb } from '#ui/Breadcrumb';
import './catalog.css';

/** The frame of every category page: the breadcrumb bar from the URL, then the page. */
export function CatalogPage({ children }: { children: ReactNode }) {
  return (
    <section className="page catalog-page" aria-labelledby="page-title">
      <Breadcrumb />
      {children}
    </section>
  );
}
