import { lazy, Suspense } from 'react';
import { NextSteps } from '../components/NextSteps';
import '../quotes.css';

// The page draws at once; the form's code (Formik, Yup) follows in its own chunk.
const QuoteForm = lazy(async () => ({ default: (await import('../components/QuoteForm')).QuoteForm }));

/** The public quote page (/get-quote): the form in a card, what happens next beside it. */
export default function GetQuotePage() {
  return (
    <>
      <header className="page-hero">
        <div className="container">
          <h1>Request a Quote</h1>
          <p>Tell us about your project and we will prepare a tailored estimate for you, free of charge.</p>
        </div>
      </header>
      <section className="section section--after-hero quote-page">
        <div className="container quote-page__layout">
          <div className="quote-card">
            <Suspense
              fallback={<div className="quote-card__placeholder" role="status" aria-label="Loading the form" />}
            >
              <QuoteForm />
            </Suspense>
          </div>
          <NextSteps />
        </div>
      </section>
    </>
  );
}
