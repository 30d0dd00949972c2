import { COMPANY, QUOTE_RESPONSE_WORKING_DAYS } from '@site/shared';
import type { Mail } from '../../common/mailer';
import { BUDGET_LABELS, SERVICE_LABELS } from './quote-codes';
import type { QuoteRequest } from './quote-request.entity';

// The mails of a new quote request, sent once it is stored: the sales inbox gets the request and
// a link to it; the visitor a short confirmation. The confirmation repeats none of the visitor's
// own text, so the public form cannot be used to send someone else a message of one's choosing.

/** Where the back office opens one quote. */
export const quotePath = (id: number) => `/admin/quotes?quote=${id}`;

/** A header line: one line, whatever was typed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface QuoteMailSettings {
  salesEmail: string;
  publicUrl: string;
}

export function submittedMails(quote: QuoteRequest, { salesEmail, publicUrl }: QuoteMailSettings): Mail[] {
  const services = quote.services.map((code) => SERVICE_LABELS[code]).join(', ');
  const budget = BUDGET_LABELS[quote.budget];
  const toSales: Mail = {
    kind: 'quote-submitted',
    to: salesEmail,
    subject: oneLine(`New quote request from ${quote.name}${quote.company ? ` (${quote.company})` : ''}`),
    text: [
      `Name: ${quote.name}`,
      `Email: ${quote.email}`,
      `Phone: ${quote.phone}`,
      `Company: ${quote.company ?? 'N/A'}`,
      `Budget: ${budget}`,
      `Services: ${services}`,
      `Project details:\n${quote.message}`,
      `Answer within ${QUOTE_RESPONSE_WORKING_DAYS} working days: ${publicUrl}${quotePath(quote.id)}`,
    ].join('\n\n'),
  };
  const toVisitor: Mail = {
    kind: 'quote-received',
    to: quote.email,
    subject: `We received your quote request - ${COMPANY.name}`,
    text: [
      'Thank you for your quote request. We will contact you shortly to discuss your project.',
      `What you asked for: ${services}; budget ${budget}.`,
      `If you did not send this request, you can ignore this mail.`,
      `${COMPANY.name}\n${COMPANY.email} · ${COMPANY.telephone}`,
    ].join('\n\n'),
  };
  return [toSales, toVisitor];
}
