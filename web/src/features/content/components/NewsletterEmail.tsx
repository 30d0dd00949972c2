import { useField, useFormikContext } from 'formik';

/** The newsletter's one input: its label is read out but not shown (the box's heading says it all). */
export function NewsletterEmail() {
  const [field, meta] = useField<string>('email');
  const { submitCount } = useFormikContext();
  const error = submitCount > 0 ? meta.error : undefined;
  return (
    <div className="newsletter__field">
      <label htmlFor="newsletter-email" className="visually-hidden">
        Email address
      </label>
      <input
        id="newsletter-email"
        type="email"
        autoComplete="email"
        placeholder="Your email"
        className={`form-field__control${error ? ' form-field__control--error' : ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'newsletter-email-error' : undefined}
        {...field}
      />
      {error && (
        <p id="newsletter-email-error" className="newsletter__invalid" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
