import { useId, type ReactNode } from 'react';

/** A labelled control whose label is its own element (a select's options never join its name). */
export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="rq-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
