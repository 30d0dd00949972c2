import { Icon } from '../../common/icon';
import { moneyText } from '../../common/money';
import { type Project, ProjectStatus } from '../projects/project.entity';
import { RequestedService, SERVICE_LABELS } from './quote-codes';
import type { QuoteRequest } from './quote-request.entity';
import type { ConvertQuoteInput } from './quote.inputs';
import type { ProjectEngagement } from './project-engagement.types';

/** The public card's icon for a project, from its first service. */
const SERVICE_ICONS: Record<RequestedService, Icon> = {
  [RequestedService.CUSTOM_SOFTWARE]: Icon.CODE,
  [RequestedService.SOFTWARE_DESIGN]: Icon.PRESENTATION,
  [RequestedService.WEB_DEVELOPMENT]: Icon.GLOBE,
  [RequestedService.AI_ML]: Icon.CPU,
  [RequestedService.SOFTWARE_TRAINING]: Icon.BOOK_OPEN,
  [RequestedService.CONSULTING]: Icon.LIGHTBULB,
  [RequestedService.DATA_ANALYSIS]: Icon.BAR_CHART_3,
  [RequestedService.MOBILE_APP]: Icon.SMARTPHONE,
};

/** The entries that say something, trimmed; blank ones (the form's empty rows) are dropped. */
const filled = (items: readonly string[]) => items.map((item) => item.trim()).filter(Boolean);

export type ProjectFromQuote = Omit<Project, 'id' | 'createdAt' | 'updatedAt' | 'quote'>;

/**
 * The project a quote becomes: 'Project for {name}', Planning, not featured, the company (or the
 * name) as client, the services' labels as category, the message as description, dated from the
 * development start, with the quote's budget and services and the dialog's payment, plan and
 * timeline.
 */
export function projectFromQuote(quote: QuoteRequest, input: ConvertQuoteInput): ProjectFromQuote {
  const { paymentDetails: pay, planInfo: plan, developmentCycle: cycle } = input;
  const first = quote.services[0];
  return {
    title: `Project for ${quote.name}`,
    client: quote.company?.trim() || quote.name,
    category: quote.services.map((code) => SERVICE_LABELS[code]).join(', '),
    status: ProjectStatus.PLANNING,
    date: cycle.startDate,
    description: quote.message,
    featured: false,
    icon: first ? SERVICE_ICONS[first] : Icon.CODE,
    quoteId: quote.id,
    budget: quote.budget,
    services: [...quote.services],
    paymentAmount: moneyText(pay.amount.trim()),
    paymentCurrency: pay.currency,
    paymentMethod: pay.paymentMethod,
    paymentStatus: pay.paymentStatus,
    planDuration: plan.duration.trim(),
    milestones: filled(plan.milestones),
    deliverables: filled(plan.deliverables),
    phase: cycle.phase,
    startDate: cycle.startDate,
    estimatedEndDate: cycle.estimatedEndDate,
  };
}

/** A project's engagement as the API shows it; null for a project not made from a quote. */
export function engagementOf(project: Project): ProjectEngagement | null {
  const { budget, paymentAmount, paymentCurrency, paymentMethod, paymentStatus, phase, startDate, estimatedEndDate } =
    project;
  // Written together by a conversion: a project missing any of them was not made from a quote.
  if (!budget || !paymentAmount || !paymentCurrency || !paymentMethod || !paymentStatus) return null;
  if (!phase || !startDate || !estimatedEndDate) return null;
  return {
    quoteId: project.quoteId,
    budget,
    services: project.services ?? [],
    paymentDetails: { amount: moneyText(paymentAmount)!, currency: paymentCurrency, paymentMethod, paymentStatus },
    planInfo: {
      duration: project.planDuration ?? '',
      milestones: project.milestones ?? [],
      deliverables: project.deliverables ?? [],
    },
    developmentCycle: { phase, startDate, estimatedEndDate },
  };
}
