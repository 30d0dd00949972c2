import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { FormError, Honeypot, SubmitButton, TextField } from '../../../components/form/fields';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { useSendContactMessage } from '../api/contact';
import { contactSchema, EMPTY_CONTACT, toContactInput, type ContactFormValues } from '../schemas/contact.schema';
import '../content.css';
import { CheckGlyph } from '../../../components/glyphs';

export const THANK_YOU = 'Thank you for your message! We will get back to you within one business day.';
/** Said above the button when the server refused some fields: their own messages sit under them. */
export const CHECK_FIELDS = 'Please check the highlighted fields.';

/** Replaces the form once the message is sent; focus moves to it so the thanks is read out. */
function ContactThanks({ onAgain }: { onAgain: () => void }) {
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => text.current?.focus(), []);
  return (
    <div className="contact-thanks">
      <span className="contact-thanks__icon">
        <CheckGlyph size={28} strokeWidth={2.5} />
      </span>
      <p ref={text} className="contact-thanks__text" role="status" tabIndex={-1}>
        {THANK_YOU}
      </p>
      <button type="button" className="button button--outline" onClick={onAgain}>
        Send another message
      </button>
    </div>
  );
}

/** The contact form (name, email, subject, message); the server stores the message for the back office. */
export function ContactForm() {
  const [send] = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLDivElement>(null);
  const again = useRef(false);

  // After 'Send another message', the empty form is back: put the visitor in its first field.
  useEffect(() => {
    if (sent || !again.current) return;
    again.current = false;
    form.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, [sent]);

  const submit = async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) => {
    setFailure(null);
    try {
      await send({ variables: { input: toContactInput(values) } });
      setSent(true);
    } catch (error) {
      const fields = fieldErrors(error);
      helpers.setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? CHECK_FIELDS : errorMessage(error));
    }
  };

  if (sent) {
    return (
      <ContactThanks
        onAgain={() => {
          again.current = true;
          setSent(false);
        }}
      />
    );
  }
  return (
    <div ref={form}>
      <Formik<ContactFormValues> initialValues={EMPTY_CONTACT} validationSchema={contactSchema} onSubmit={submit}>
        <Form noValidate className="contact-form" aria-label="Contact form">
          <p className="contact-form__note">All fields are required.</p>
          <div className="contact-form__row">
            <TextField name="name" label="Name" autoComplete="name" placeholder="Jane Smith" />
            <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="jane@company.com" />
          </div>
          <TextField name="subject" label="Subject" placeholder="How can we help?" />
          <TextField name="message" label="Message" rows={6} placeholder="Tell us about your project or question..." />
          <Honeypot />
          <FormError message={failure} />
          <SubmitButton label="Send Message" pendingLabel="Sending..." />
        </Form>
      </Formik>
    </div>
  );
}
