import type { DataSource } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { trimmedText } from '../../common/trimmed-text';
import { auditTrail } from '../audit/audit-trail.service';
import { BUDGET_LABELS, QuoteBudget, QuoteStatus, RequestedService, SERVICE_LABELS } from './quote-codes';
import { QuoteRequest } from './quote-request.entity';
import type { QuoteRequestInput } from './quote-request.inputs';
import type { QuoteBudgetOption, RequestedServiceOption } from './quote-request.types';

/** The budget ranges in the order the form lists them. */
export const budgetOptions = (): QuoteBudgetOption[] =>
  Object.values(QuoteBudget).map((code) => ({ code, label: BUDGET_LABELS[code] }));

/** The services in the order the form lists them. */
export const serviceOptions = (): RequestedServiceOption[] =>
  Object.values(RequestedService).map((code) => ({ code, label: SERVICE_LABELS[code] }));

export class QuoteRequestService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores a request from the public form as pending. `actor` is null
   * for a visitor; the audit entry names the request but keeps no second copy of it.
   */
  async submit(actor: Actor | null, input: QuoteRequestInput): Promise<void> {
    const { name, email, phone, company, budget, services, message } = trimmedText(input, ['company']);
    await this.dataSource.transaction(async (manager) => {
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
    });
  }
}
