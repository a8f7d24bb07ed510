import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, passwordRules } from '#shared/domain/user';

/** Each password rule's text in the catalogue (the rule's English label is the spec's text). */
const RULE_KEYS = {
  upper: 'auth:rule.upper',
  lower: 'auth:rule.lower',
  number: 'auth:rule.number',
  special: 'auth:rule.special',
} as const;

/** The five password rules, each ticked live as the password meets it (buyer spec section 5). */
export function PasswordChecklist({ id, password }: { id?: string; password: string }) {
  const { t } = useTranslation(['auth']);
  return (
    <ul id={id} className="password-checklist" aria-label={t('auth:rules.label')}>
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} data-met={met}>
            {met ? <Check size={15} aria-hidden="true" /> : <X size={15} aria-hidden="true" />}
            <span>{rule.id === 'length' ? t('auth:rule.length', { count: PASSWORD_MIN_LENGTH }) : t(RULE_KEYS[rule.id])}</span>
            <span className="visually-hidden">{met ? t('auth:rules.met') : t('auth:rules.notMet')}</span>
          </li>
        );
      })}
    </ul>
  );
}

export const allPasswordRulesMet = (password: string) => passwordRules.every((r) => r.test(password));
