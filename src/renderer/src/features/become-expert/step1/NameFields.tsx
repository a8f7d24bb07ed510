import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_PART_MAX_LENGTH } from '#shared/domain/expert-rules';
import { FieldError } from '../components/FieldError';
import { TextField } from '../components/TextField';
import { UsernameField } from './UsernameField';
import type { UsernameCheck } from './use-username-check';

export interface Names {
  firstName: string;
  lastName: string;
  displayName: string;
  userName: string;
}

/**
 * Who the expert is: Full Name (first and last, marked Private, one message under both), Display
 * name and Username with its live check. `onChange` gets the changed part and its field's name.
 */
export function NameFields({
  value,
  onChange,
  errors,
  check,
}: {
  value: Names;
  onChange: (patch: Partial<Names>, field: keyof Names) => void;
  errors: Readonly<Record<string, string>>;
  check: UsernameCheck;
}) {
  const { t } = useTranslation(['expert']);
  const parts = [
    { field: 'firstName', id: 'be-first-name', label: t('expert:firstName'), autoComplete: 'given-name' },
    { field: 'lastName', id: 'be-last-name', label: t('expert:lastName'), autoComplete: 'family-name' },
  ] as const;
  return (
    <>
      <fieldset className="be-field be-fieldset" aria-describedby="be-fullname-error">
        <legend>
          {t('expert:fullName')} <span className="be-badge">{t('expert:private')}</span>
        </legend>
        <div className="be-row">
          {parts.map((p) => (
            <Fragment key={p.field}>
              <label htmlFor={p.id} className="visually-hidden">
                {p.label}
              </label>
              <input
                id={p.id}
                type="text"
                placeholder={p.label}
                autoComplete={p.autoComplete}
                maxLength={NAME_PART_MAX_LENGTH}
                value={value[p.field]}
                aria-invalid={Boolean(errors[p.field]) || undefined}
                onChange={(e) => onChange({ [p.field]: e.target.value }, p.field)}
              />
            </Fragment>
          ))}
        </div>
        <FieldError id="be-fullname-error" message={errors.firstName ?? errors.lastName} />
      </fieldset>
      <TextField
        id="be-display-name"
        label={t('expert:displayName')}
        value={value.displayName}
        onChange={(displayName) => onChange({ displayName }, 'displayName')}
        error={errors.displayName}
        autoComplete="nickname"
      />
      <UsernameField value={value.userName} onChange={(userName) => onChange({ userName }, 'userName')} check={check} error={errors.userName} />
    </>
  );
}
