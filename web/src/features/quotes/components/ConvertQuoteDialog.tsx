import { Modal, Typography } from 'antd';
import type { ConvertQuoteInput, QuoteFieldsFragment } from '../../../gql/graphql';
import { todayIso } from '../../../lib/format';
import { emptyConversion, toConvertInput } from '../schemas/convert-quote.schema';
import { ConvertQuoteForm } from './ConvertQuoteForm';

export interface ConvertQuoteDialogProps {
  /** The quote to convert; null keeps the dialog closed. */
  quote: QuoteFieldsFragment | null;
  onClose: () => void;
  /** Converts; rejects (after its toast) to keep the form as typed. */
  onConvert: (quote: QuoteFieldsFragment, input: ConvertQuoteInput) => Promise<unknown>;
  /** Today as the form's start date (stories and tests fix it). */
  today?: string;
}

/** 'Convert Quote to Project': the project's payment, plan and timeline; it closes once converted. */
export function ConvertQuoteDialog({ quote, onClose, onConvert, today }: ConvertQuoteDialogProps) {
  return (
    <Modal
      open={quote !== null}
      title="Convert Quote to Project"
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {quote && (
        <>
          <Typography.Paragraph type="secondary">
            The quote from {quote.name}
            {quote.company ? ` (${quote.company})` : ''} becomes the project ‘Project for {quote.name}’.
          </Typography.Paragraph>
          <ConvertQuoteForm
            // Formik reads them once, when the dialog opens: the start date is the day it opened.
            initialValues={emptyConversion(today ?? todayIso())}
            onCancel={onClose}
            onSubmit={async (values) => {
              await onConvert(quote, toConvertInput(values));
              onClose();
            }}
          />
        </>
      )}
    </Modal>
  );
}
