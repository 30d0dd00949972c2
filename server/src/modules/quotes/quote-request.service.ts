import type { DataSource } from 'typeorm';
import type { Writer } from '../../auth/actor';
import type { Config } from '../../config';
import { sendLater, type Mailer } from '../../common/mailer';
import { trimmedText } from '../../common/trimmed-text';
import { auditTrail } from '../audit/audit-trail.service';
import { BUDGET_LABELS, QuoteBudget, QuoteStatus, RequestedService, SERVICE_LABELS } from './quote-codes';
import { QuoteRequest } from './quote-request.entity';
import type { QuoteRequestInput } from './quote-request.inputs';
import type { QuoteBudgetOption, RequestedServiceOption } from './quote-request.types';
import { submittedMails } from './quote-mail';

/** The budget ranges in the order the form lists them. */
export const budgetOptions = (): QuoteBudgetOption[] =>
  Object.values(QuoteBudget).map((code) => ({ code, label: BUDGET_LABELS[code] }));

/** The services in the order the form lists them. */
export const serviceOptions = (): RequestedServiceOption[] =>
  Object.values(RequestedService).map((code) => ({ code, label: SERVICE_LABELS[code] }));

export class QuoteRequestService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Pick<Config, 'salesEmail' | 'publicUrl'>,
    private readonly mailer: Mailer,
  ) {}

  /**
   * Stores a request from the public form as pending, then mails the sales inbox and the visitor.
   * `actor` is null for a visitor; the audit entry names the request but keeps no second copy of
   * it. The mails leave after the commit: one that fails is logged and the request stays stored.
   */
  async submit(actor: Writer | null, input: QuoteRequestInput): Promise<void> {
    const { name, email, phone, company, budget, services, message } = trimmedText(input, ['company']);
    const quote = await this.dataSource.transaction(async (manager) => {
      const { identifiers } = await manager.insert(QuoteRequest, {
        name,
        email,
        phone,
        company: company ?? null,
        budget,
        services: [...services],
        message,
        status: QuoteStatus.PENDING,
        notes: null,
      });
      const entityId = Number(identifiers[0]?.id);
      await auditTrail.record(manager, actor, { action: 'create', entity: 'QuoteRequest', entityId, label: name });
      return manager.findOneByOrFail(QuoteRequest, { id: entityId });
    });
    sendLater(this.mailer, submittedMails(quote, this.config));
  }
}
