import { Link } from 'react-router-dom';
import { MessagesSquare, Search, Video, Wallet } from 'lucide-react';
import '../about.css';

const gaps = [
  { title: 'Videos', text: 'A tutorial shows how someone else solved their problem. It cannot pause to look at yours.' },
  { title: 'Articles', text: 'A guide answers the question its author had in mind, not the follow-up you have right now.' },
  { title: 'AI chat', text: 'A chat answer sounds sure of itself, but it has never opened your file or sat through your error.' },
];

const steps = [
  { icon: Search, title: 'Find your expert', text: 'Search by the software you are in or the skill you need, across hundreds of categories.' },
  { icon: Wallet, title: 'Book a live call', text: 'Pick a gig and a package that fits; you pay in credits, on the platform.' },
  { icon: Video, title: 'Ask, then ask again', text: 'Share your screen, show your problem, and keep asking follow-up questions until it makes sense.' },
];

/** /about: why Qurious exists and how it works. */
export default function AboutPage() {
  return (
    <article className="page about" aria-labelledby="page-title">
      <header className="about-hero">
        <p className="about-kicker">About Qurious</p>
        <h1 id="page-title">Curiosity deserves a live answer.</h1>
        <p className="about-lead">
          Qurious connects curious people with top-rated experts for live calls, so that the question you have right now gets
          answered by someone who can see your problem and answer the next question too.
        </p>
      </header>

      <section aria-labelledby="about-why">
        <h2 id="about-why">Why we exist</h2>
        <p>
          Pre-recorded videos, articles and AI chat answers have made a lot of knowledge easy to reach. None of them let you ask a
          live follow-up question. When the tutorial skips the step you are stuck on, or the answer almost fits, you are on your own.
        </p>
        <ul className="about-gaps">
          {gaps.map((g) => (
            <li key={g.title}>
              <h3>{g.title}</h3>
              <p>{g.text}</p>
            </li>
          ))}
        </ul>
        <p className="about-answer">
          <MessagesSquare aria-hidden="true" size={22} /> Qurious gives you a person instead: an expert in the exact tool or skill,
          live, for as long as your question needs.
        </p>
      </section>

      <section aria-labelledby="about-how">
        <h2 id="about-how">How it works</h2>
        <ol className="about-steps">
          {steps.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Icon aria-hidden="true" size={28} />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="about-experts">
        <h2 id="about-experts">Know something well? Share it.</h2>
        <p>
          Anyone can become an expert on Qurious: build your expert profile with your skills, languages and hourly rate, list your
          services as gigs, and help curious people live.
        </p>
      </section>

      <p className="about-actions">
        <Link to="/categories" className="about-primary">
          Browse categories
        </Link>
        <Link to="/become_expert">Become an expert</Link>
      </p>
    </article>
  );
}
