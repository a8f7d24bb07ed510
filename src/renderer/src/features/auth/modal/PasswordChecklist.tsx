import { Check, X } from 'lucide-react';
import { passwordRules } from '#shared/domain/user';
import { PASSWORD_CHECKLIST_LABEL } from '../texts';

/** The five password rules, each ticked live as the password meets it (buyer spec section 5). */
export function PasswordChecklist({ id, password }: { id?: string; password: string }) {
  return (
    <ul id={id} className="password-checklist" aria-label={PASSWORD_CHECKLIST_LABEL}>
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} data-met={met}>
            {met ? <Check size={15} aria-hidden="true" /> : <X size={15} aria-hidden="true" />}
            <span>{rule.label}</span>
            <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

export const allPasswordRulesMet = (password: string) => passwordRules.every((r) => r.test(password));
