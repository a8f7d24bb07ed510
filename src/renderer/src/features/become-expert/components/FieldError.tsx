/** A field's message under it, announced when it appears; renders an empty line box otherwise (no layout shift). */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  return (
    <p id={id} className="be-field-error" role={message ? 'alert' : undefined}>
      {message ?? ''}
    </p>
  );
}
