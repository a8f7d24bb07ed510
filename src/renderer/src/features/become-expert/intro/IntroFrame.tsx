import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { FORM_TEXTS } from '../texts';

/** An intro page of the flow: its heading, its content, and Back / Continue. */
export function IntroFrame({ title, back, next, children }: { title: string; back?: string; next: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <section className="be-intro" aria-labelledby="be-intro-title">
      <h1 id="be-intro-title">{title}</h1>
      {children}
      <div className="be-step-nav">
        {back && (
          <button type="button" className="be-secondary" onClick={() => void navigate(back)}>
            {FORM_TEXTS.back}
          </button>
        )}
        <button type="button" className="be-primary" onClick={() => void navigate(next)}>
          {FORM_TEXTS.continue}
        </button>
      </div>
    </section>
  );
}
