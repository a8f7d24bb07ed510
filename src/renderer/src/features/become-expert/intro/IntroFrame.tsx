import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** An intro page of the flow: its heading, its content, and Back / Continue. */
export function IntroFrame({ title, back, next, children }: { title: string; back?: string; next: string; children: ReactNode }) {
  const navigate = useNavigate();
  const { t } = useTranslation(['expert']);
  return (
    <section className="be-intro" aria-labelledby="be-intro-title">
      <h1 id="be-intro-title">{title}</h1>
      {children}
      <div className="be-step-nav">
        {back && (
          <button type="button" className="be-secondary" onClick={() => void navigate(back)}>
            {t('expert:back')}
          </button>
        )}
        <button type="button" className="be-primary" onClick={() => void navigate(next)}>
          {t('expert:continue')}
        </button>
      </div>
    </section>
  );
}
