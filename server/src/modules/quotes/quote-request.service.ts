import type { DataSource, Repository } from 'typeorm';
import { trimmedText } from '../../common/trimmed-text';
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
  private readonly quotes: Repository<QuoteRequest>;

  constructor(dataSource: DataSource) {
    this.quotes = dataSource.getRepository(QuoteRequest);
  }

  /** Stores a request from the public form as pending (decisions.md item 12). */
  async submit(input: QuoteRequestInput): Promise<void> {
    const { name, email, phone, company, budget, services, message } = trimmedText(input, ['company']);
    await this.quotes.insert({
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
  }
}
