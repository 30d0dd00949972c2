import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormError, Honeypot, SubmitButton } from '../../../components/form/fields';
import { errorMessage } from '../../../lib/errors';
import { useSubscribeToNewsletter } from '../api/newsletter';
import { newsletterSchema } from '../schemas/newsletter.schema';
import { NewsletterEmail } from './NewsletterEmail';

/** The footer's sign-up box; signing up twice with one address is harmless. */
export function NewsletterBox() {
  const [subscribe] = useSubscribeToNewsletter();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <section className="newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="footer__heading">
        Newsletter
      </h2>
      <p>Practical notes on building software, once a month. No spam.</p>
      {done ? (
        <p className="newsletter__thanks" role="status">
          Thank you for subscribing! Look out for our next issue.
        </p>
      ) : (
        <Formik
          initialValues={{ email: '', website: '' }}
          validationSchema={newsletterSchema}
          validateOnBlur={false}
          onSubmit={async ({ email, website }) => {
            setFailure(null);
            try {
              await subscribe({ variables: { email: email.trim(), website } });
              setDone(true);
            } catch (error) {
              setFailure(errorMessage(error));
            }
          }}
        >
          <Form noValidate className="newsletter__form">
            <NewsletterEmail />
            <Honeypot />
            <SubmitButton label="Subscribe" pendingLabel="Subscribing..." />
          </Form>
        </Formik>
      )}
      <div className="newsletter__error">
        <FormError message={failure} />
      </div>
    </section>
  );
}
