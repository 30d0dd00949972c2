import { ProjectOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Spin } from 'antd';
import { DeleteButton } from '../../../components/admin-list';
import type { QuoteFieldsFragment, QuoteStatus } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { useQuote } from '../api/admin-quotes';
import { QUOTE_MESSAGES } from '../constants';
import { isConverted } from '../quote-state';
import { QuoteDetails } from './QuoteDetails';
import { UpdateStatusForm } from './UpdateStatusForm';

export interface QuoteDetailsDialogProps {
  /** The quote to show; null keeps the dialog closed. */
  quoteId: number | null;
  /** The row it was opened from, shown at once while the quote is fetched afresh. */
  row?: QuoteFieldsFragment;
  onClose: () => void;
  onUpdateStatus: (quote: QuoteFieldsFragment, status: QuoteStatus, notes: string | null) => Promise<unknown>;
  onConvert: (quote: QuoteFieldsFragment) => void;
  onDelete: (quote: QuoteFieldsFragment) => Promise<unknown>;
}

/** One quote in full, its Update Status, and its Convert to Project and delete (`?quote={id}` opens it). */
export function QuoteDetailsDialog({
  quoteId,
  row,
  onClose,
  onUpdateStatus,
  onConvert,
  onDelete,
}: QuoteDetailsDialogProps) {
  const { data, loading, error } = useQuote(quoteId);
  const quote = data?.quote ?? (row && row.id === quoteId ? row : undefined);
  return (
    <Modal
      open={quoteId !== null}
      title={quote ? `Quote from ${quote.name}` : 'Quote details'}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      {quote ? (
        <>
          <QuoteDetails quote={quote} />
          <UpdateStatusForm status={quote.status} onSubmit={(status, notes) => onUpdateStatus(quote, status, notes)} />
          <div className="quote-details__actions quote-details__section">
            {!isConverted(quote) && (
              <Button icon={<ProjectOutlined aria-hidden />} onClick={() => onConvert(quote)}>
                Convert to Project
              </Button>
            )}
            <DeleteButton
              name={`the quote from ${quote.name}`}
              confirmation={QUOTE_MESSAGES.deleteConfirm}
              onConfirm={() => onDelete(quote).catch(() => {})}
            />
          </div>
        </>
      ) : error ? (
        <Alert type="error" showIcon title={errorMessage(error)} />
      ) : (
        loading && (
          <div role="status">
            <Spin size="small" /> Loading quote...
          </div>
        )
      )}
    </Modal>
  );
}
