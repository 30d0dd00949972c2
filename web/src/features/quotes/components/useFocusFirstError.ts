import { useFormikContext } from 'formik';
import { useEffect, type RefObject } from 'react';

/**
 * After a submit that ends with errors (the form's own checks or the server's), moves focus to the
 * first field marked invalid, so keyboard and screen-reader users land where the problem is.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>) {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (submitCount === 0 || isSubmitting || !hasErrors) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group (fieldset) is not focusable itself: its first choice is.
    const target = invalid?.matches('fieldset') ? invalid.querySelector<HTMLElement>('input') : invalid;
    target?.focus();
    // Only when a submit attempt settles, not on every keystroke that changes the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);
}
