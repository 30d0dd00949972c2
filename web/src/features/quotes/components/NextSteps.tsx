import { Link } from 'react-router-dom';

const STEPS = [
  {
    title: 'We reply within one business day',
    text: 'A consultant reads your request and gets back to you by email or phone.',
  },
  { title: 'A free consultation', text: 'A short call to understand your goals, users, constraints and timeline.' },
  { title: 'A written proposal', text: 'Scope, milestones, team and cost estimate, with no obligation to go ahead.' },
] as const;

/** The "What happens next" panel beside the quote form. */
export function NextSteps() {
  return (
    <aside className="quote-next" aria-labelledby="quote-next-heading">
      <h2 id="quote-next-heading" className="quote-next__title">
        What happens next
      </h2>
      <ol className="quote-next__steps">
        {STEPS.map((step) => (
          <li key={step.title} className="quote-next__step">
            <h3 className="quote-next__step-title">{step.title}</h3>
            <p className="quote-next__step-text">{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="quote-next__privacy">
        We use your details only to answer this request. See our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </aside>
  );
}
