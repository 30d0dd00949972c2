import { QUOTE_TOASTS } from '@site/shared';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { FormError, Honeypot, SubmitButton } from '../../../components/form/fields';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useSubmitQuoteRequest } from '../api/quotes';
import { emptyQuote, quoteSchema, toQuoteInput, type QuoteFormValues } from '../schemas/quote.schema';
import { QuoteFields } from './QuoteFields';
import { useFocusFirstError } from './useFocusFirstError';
import '../quotes.css';

function QuoteFormBody({ failure }: { failure: string | null }) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form);
  return (
    <Form ref={form} noValidate className="quote-form" aria-label="Quote request">
      <p className="quote-form__note">All fields are required unless marked optional.</p>
      <QuoteFields />
      <Honeypot />
      <FormError message={failure} />
      <SubmitButton label="Submit Quote Request" pendingLabel="Submitting..." block />
    </Form>
  );
}

/** The public quote form: on success a toast and a fresh form; on failure the message and every value kept. */
export function QuoteForm() {
  const [submitQuote] = useSubmitQuoteRequest();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (values: QuoteFormValues, { resetForm, setErrors }: FormikHelpers<QuoteFormValues>) => {
    setFailure(null);
    try {
      await submitQuote({ variables: { input: toQuoteInput(values) } });
      resetForm();
      toast.success(QUOTE_TOASTS.submitted.title, QUOTE_TOASTS.submitted.description);
    } catch (error) {
      setFailure(errorMessage(error));
      // The server's per-field messages ('input.phone' -> 'phone') go under their fields.
      setErrors(fieldErrors(error));
    }
  };

  return (
    <Formik<QuoteFormValues> initialValues={emptyQuote()} validationSchema={quoteSchema} onSubmit={onSubmit}>
      <QuoteFormBody failure={failure} />
    </Formik>
  );
}
