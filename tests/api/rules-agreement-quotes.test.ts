import 'reflect-metadata';
import { CURRENCY, PAYMENT_METHOD, PAYMENT_STATUS, PHASE } from '@site/shared';
import {
  DevelopmentCycleInput,
  PaymentDetailsInput,
  PlanInfoInput,
} from '../../server/src/modules/quotes/quote.inputs';
import {
  developmentCycleSchema,
  paymentDetailsSchema,
  planInfoSchema,
} from '../../web/src/features/quotes/schemas/convert-quote.schema';
import { describeRulesAgreement, text, type Form } from '../fixtures/rules-agreement';

// The back office's quote forms, checked by the web schema and the API input alike
// (machinery in tests/fixtures/rules-agreement.ts).

const FORMS: Record<string, Form> = {
  // Convert to Project: one form, checked section by section (the API validates each nested input).
  convertPayment: {
    web: paymentDetailsSchema,
    server: PaymentDetailsInput,
    enums: { currency: CURRENCY, paymentMethod: PAYMENT_METHOD, paymentStatus: PAYMENT_STATUS },
    valid: { amount: '12000', currency: 'USD', paymentMethod: 'BANK_TRANSFER', paymentStatus: 'PENDING' },
    samples: {
      amount: [
        '',
        '  ',
        '0',
        '12000.5',
        ' 12000.50 ',
        '12000.505',
        '-1',
        '1,000',
        '1e3',
        '100000000',
        '100000000.01',
        '999999999.99',
      ],
    },
  },
  convertPlan: {
    web: planInfoSchema,
    server: PlanInfoInput,
    valid: { duration: '3 months', milestones: [''], deliverables: ['Web shop'] },
    samples: {
      duration: ['', ' ', text(100), ` ${text(100)} `, text(101)],
      milestones: [[], [''], [text(300)], [text(301)], Array(50).fill('m'), Array(51).fill('m'), Array(60).fill(' ')],
      deliverables: [[' '], [text(301)], Array(51).fill('d')],
    },
  },
  convertTimeline: {
    web: developmentCycleSchema,
    server: DevelopmentCycleInput,
    enums: { phase: PHASE },
    // The dates' format is the LocalDate scalar's, checked before any input class; here, their order.
    valid: { phase: 'DISCOVERY', startDate: '2026-04-01', estimatedEndDate: '2026-06-30' },
    samples: { estimatedEndDate: ['2026-04-01', '2026-03-31', '2027-01-01'] },
  },
};

describeRulesAgreement(FORMS);
