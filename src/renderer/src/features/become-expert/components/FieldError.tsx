import { useOnDemandMessages } from '#i18n/on-demand-messages';

/** A field's message (an English rule message, shown in the interface language) under it, announced when it appears; renders an empty line box otherwise (no layout shift). */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  const localize = useOnDemandMessages('onboarding');
  return (
    <p id={id} className="be-field-error" role={message ? 'alert' : undefined}>
      {message ? localize(message) : ''}
    </p>
  );
}
