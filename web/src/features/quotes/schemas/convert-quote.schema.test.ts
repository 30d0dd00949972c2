import { CONVERSION_MESSAGES as M } from '@site/shared';
import { schemaMessages } from '../../../test/schema-messages';
import { convertQuoteSchema, emptyConversion, toConvertInput, type ConvertQuoteValues } from './convert-quote.schema';

const TODAY = '2026-03-16';

const valid: ConvertQuoteValues = {
  paymentDetails: { amount: '12000.50', currency: 'EUR', paymentMethod: 'PAYPAL', paymentStatus: 'PARTIAL' },
  planInfo: { duration: '3 months', milestones: ['Design approved', ''], deliverables: ['Web shop'] },
  developmentCycle: { phase: 'DESIGN', startDate: '2026-04-01', estimatedEndDate: '2026-06-30' },
};

const messages = (values: unknown) => schemaMessages(convertQuoteSchema, values);
const withPayment = (amount: string) => ({ ...valid, paymentDetails: { ...valid.paymentDetails, amount } });
const withDates = (startDate: string, estimatedEndDate: string) => ({
  ...valid,
  developmentCycle: { ...valid.developmentCycle, startDate, estimatedEndDate },
});
const withPlan = (plan: Partial<ConvertQuoteValues['planInfo']>) => ({
  ...valid,
  planInfo: { ...valid.planInfo, ...plan },
});

describe('convertQuoteSchema', () => {
  it('accepts a complete conversion, blank list entries included', () => {
    expect(messages(valid)).toEqual({});
  });

  it('starts from the spec defaults: amount 0, USD, bank transfer, pending, discovery, today, no end date', () => {
    expect(emptyConversion(TODAY)).toEqual({
      paymentDetails: { amount: '0', currency: 'USD', paymentMethod: 'BANK_TRANSFER', paymentStatus: 'PENDING' },
      planInfo: { duration: '', milestones: [''], deliverables: [''] },
      developmentCycle: { phase: 'DISCOVERY', startDate: TODAY, estimatedEndDate: '' },
    });
  });

  it('asks for the duration and the end date of a fresh form, and nothing else', () => {
    expect(messages(emptyConversion(TODAY))).toEqual({
      'planInfo.duration': M.durationRequired,
      'developmentCycle.estimatedEndDate': M.endDateRequired,
    });
  });

  it('names every required field when all are blank', () => {
    const blank = { ...emptyConversion(''), paymentDetails: { ...valid.paymentDetails, amount: '  ' } };
    expect(messages(blank)).toEqual({
      'paymentDetails.amount': M.amountRequired,
      'planInfo.duration': M.durationRequired,
      'developmentCycle.startDate': M.startDateRequired,
      'developmentCycle.estimatedEndDate': M.endDateRequired,
    });
  });

  it.each(['0', '12000', ' 12000.5 ', '100000000', '100000000.00'])('accepts the amount %j', (amount) => {
    expect(messages(withPayment(amount))).toEqual({});
  });

  it.each(['-1', '1,000', '1e3', '12.345', 'twelve', '$12'])('refuses the amount %j as not an amount', (amount) => {
    expect(messages(withPayment(amount))).toEqual({ 'paymentDetails.amount': M.amount });
  });

  it('refuses an amount over the largest allowed', () => {
    expect(messages(withPayment('100000000.01'))).toEqual({ 'paymentDetails.amount': M.amountMax });
  });

  it('lets the end date fall on the start date but not before it', () => {
    expect(messages(withDates('2026-04-01', '2026-04-01'))).toEqual({});
    expect(messages(withDates('2026-04-01', '2026-03-31'))).toEqual({
      'developmentCycle.estimatedEndDate': M.endBeforeStart,
    });
  });

  it('refuses dates that are not real calendar days', () => {
    expect(messages(withDates('2026-02-30', '01/05/2026'))).toEqual({
      'developmentCycle.startDate': M.date,
      'developmentCycle.estimatedEndDate': M.date,
    });
  });

  it('counts only the entries that are not blank (the API drops the blank ones)', () => {
    expect(messages(withPlan({ milestones: [...Array(50).fill('m'), '', ' '] }))).toEqual({});
    expect(messages(withPlan({ milestones: Array(51).fill('m') }))).toEqual({ 'planInfo.milestones': M.itemsMax });
  });

  it('caps the duration, each entry and the number of entries', () => {
    expect(messages(withPlan({ duration: 'x'.repeat(100), milestones: Array(50).fill('x'.repeat(300)) }))).toEqual({});
    expect(
      messages(
        withPlan({ duration: 'x'.repeat(101), milestones: ['ok', 'x'.repeat(301)], deliverables: Array(51).fill('d') }),
      ),
    ).toEqual({
      'planInfo.duration': M.durationMax,
      'planInfo.milestones[1]': M.itemMax,
      'planInfo.deliverables': M.itemsMax,
    });
  });

  it('refuses a code the API does not know', () => {
    const odd = { ...valid, paymentDetails: { ...valid.paymentDetails, currency: 'JPY' } };
    expect(Object.keys(messages(odd))).toEqual(['paymentDetails.currency']);
  });
});

describe('toConvertInput', () => {
  it('sends texts trimmed and every list entry where it stands (the API drops the blank ones)', () => {
    const typed = withPlan({ duration: ' 3 months ', milestones: [' Kick-off ', '  '], deliverables: ['Shop '] });
    expect(toConvertInput({ ...typed, paymentDetails: { ...valid.paymentDetails, amount: ' 12000 ' } })).toEqual({
      paymentDetails: { amount: '12000', currency: 'EUR', paymentMethod: 'PAYPAL', paymentStatus: 'PARTIAL' },
      planInfo: { duration: '3 months', milestones: ['Kick-off', ''], deliverables: ['Shop'] },
      developmentCycle: valid.developmentCycle,
    });
  });
});
