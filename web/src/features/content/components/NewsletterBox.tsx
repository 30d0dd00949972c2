import { Button, Input } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { useSubscribeToNewsletter } from '../api/newsletter';
import { newsletterSchema } from '../schemas/newsletter.schema';

/** The footer's sign-up box; signing up twice with one address is harmless. */
export function NewsletterBox() {
  const [subscribe, { loading }] = useSubscribeToNewsletter();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: newsletterSchema,
    validateOnBlur: false,
    onSubmit: async ({ email }, helpers) => {
      setFailure(null);
      try {
        await subscribe({ variables: { email: email.trim() } });
        setDone(true);
        helpers.resetForm();
      } catch (error) {
        setFailure(errorMessage(error));
      }
    },
  });
  const error = form.submitCount > 0 ? form.errors.email : undefined;

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
        <form onSubmit={form.handleSubmit} noValidate className="newsletter__form">
          <label htmlFor="newsletter-email" className="visually-hidden">
            Email address
          </label>
          <Input
            id="newsletter-email"
            name="email"
            type="email"
            placeholder="Your email"
            value={form.values.email}
            onChange={form.handleChange}
            status={error ? 'error' : undefined}
            aria-invalid={Boolean(error)}
            aria-describedby={error || failure ? 'newsletter-error' : undefined}
          />
          <Button type="primary" htmlType="submit" loading={loading}>
            Subscribe
          </Button>
        </form>
      )}
      {(error || failure) && (
        <p id="newsletter-error" className="newsletter__error" role="alert">
          {error ?? failure}
        </p>
      )}
    </section>
  );
}
