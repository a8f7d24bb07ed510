import { useId, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { addTags } from '#shared/domain/gig-draft';
import { GIG_TAGS_MIN } from '#shared/domain/gig';
import { useTopicNames } from '#i18n/topic-names';
import { FieldMessage } from './StepActions';
import { tagSuggestions } from './tag-suggestions';

/** Search tags: added with Enter or comma (trimmed, duplicates ignored), removable, with up to 5 suggestions. */
export function TagInput({
  gig,
  onChange,
  error,
}: {
  gig: { subCategory: string; softwares: readonly string[]; tags: readonly string[] };
  onChange: (tags: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation(['gigs']);
  const topics = useTopicNames();
  const id = useId();
  const [text, setText] = useState('');
  const commit = (typed: string) => {
    onChange(addTags(gig.tags, typed));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      commit(text);
      setText('');
    } else if (e.key === 'Backspace' && text === '' && gig.tags.length > 0) {
      onChange(gig.tags.slice(0, -1));
    }
  };
  const onType = (value: string) => {
    // A pasted "a, b, c" adds every complete tag and keeps what follows the last comma.
    const cut = value.lastIndexOf(',');
    if (cut >= 0) {
      commit(value.slice(0, cut));
      setText(value.slice(cut + 1).trimStart());
    } else setText(value);
  };
  const suggestions = tagSuggestions(gig, text, topics.name);
  return (
    <div className="gig-field">
      <label htmlFor={`${id}-input`}>{t('gigs:overview.tagsLabel')}</label>
      {gig.tags.length > 0 && (
        <ul className="gig-chips" aria-label={t('gigs:tags')}>
          {gig.tags.map((tag) => (
            <li key={tag} className="gig-chip">
              {tag}
              <button type="button" aria-label={t('gigs:overview.removeTag', { tag })} onClick={() => onChange(gig.tags.filter((t) => t !== tag))}>
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={`${id}-input`}
        type="text"
        autoComplete="off"
        placeholder={t('gigs:overview.tagsPlaceholder')}
        value={text}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onType(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="gig-field-message is-hint">
        {t('gigs:overview.tagsHint', { count: GIG_TAGS_MIN })}
      </p>
      {suggestions.length > 0 && (
        <div className="gig-suggestions" role="group" aria-label={t('gigs:overview.suggestedTags')}>
          {suggestions.map((s) => (
            <button key={s} type="button" className="gig-suggestion" dir="auto" aria-label={t('gigs:overview.addTag', { tag: s })} onClick={() => commit(s)}>
              <Plus size={12} aria-hidden="true" />
              {s}
            </button>
          ))}
        </div>
      )}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
