import { schemaMessages } from '../../../test/schema-messages';
import { QUOTE_MESSAGES as M } from '../constants';
import { SAMPLE_QUOTE } from '../mocks/quotes.mocks';
import { emptyQuote, quoteSchema, toQuoteInput } from './quote.schema';

const messages = (values: object) => schemaMessages(quoteSchema, values);

describe('quoteSchema', () => {
  it('accepts a complete request, with or without a company', () => {
    expect(messages(SAMPLE_QUOTE)).toEqual({});
    expect(messages({ ...SAMPLE_QUOTE, company: '' })).toEqual({});
  });

  it("names every required field of an empty form with the spec's texts", () => {
    expect(messages(emptyQuote())).toEqual({
      name: M.name,
      email: M.email,
      phone: M.phone,
      services: M.services,
      message: M.message,
    });
  });

  it('counts characters without the spaces around them, as the server does', () => {
    expect(messages({ ...SAMPLE_QUOTE, name: '  J  ', message: '   too short   ' })).toEqual({
      name: M.name,
      message: M.message,
    });
  });

  it.each(['+1 (555) 010-2030', '555.010.2030', '0044 20 7946 0958', '  5550102030  '])(
    'accepts the phone number %s',
    (phone) => {
      expect(messages({ ...SAMPLE_QUOTE, phone })).toEqual({});
    },
  );

  // The server's IsPhoneNumber: digits, spaces, dots, dashes and brackets, + only first, 7 digits or more.
  it.each(['555 0102', '555-010-2030 ext 4', '555+010+2030', '(12) - (34) - 56', '1'.repeat(31)])(
    'refuses the phone number %s',
    (phone) => {
      expect(messages({ ...SAMPLE_QUOTE, phone })).toEqual({ phone: phone.length > 30 ? M.phoneMax : M.phone });
    },
  );

  it('caps each text at the length the server stores', () => {
    const at = { name: 'x'.repeat(100), company: 'x'.repeat(200), message: 'x'.repeat(5000) };
    expect(messages({ ...SAMPLE_QUOTE, ...at })).toEqual({});
    const over = { name: 'x'.repeat(101), company: 'x'.repeat(201), message: 'x'.repeat(5001) };
    expect(messages({ ...SAMPLE_QUOTE, ...over })).toEqual({
      name: M.nameMax,
      company: M.companyMax,
      message: M.messageMax,
    });
  });

  it('refuses a budget or a service the API does not know', () => {
    expect(messages({ ...SAMPLE_QUOTE, budget: '100k+' })).toEqual({ budget: M.budget });
    expect(messages({ ...SAMPLE_QUOTE, services: ['HOSTING'] })).toEqual({ 'services[0]': M.services });
  });
});

describe('toQuoteInput', () => {
  it('trims the texts, sends a blank company as null and lists services in the form order', () => {
    expect(
      toQuoteInput({
        ...SAMPLE_QUOTE,
        name: '  Jane Cooper ',
        company: '   ',
        services: ['MOBILE_APP', 'CUSTOM_SOFTWARE'],
        message: '\tA new online store.\n',
      }),
    ).toEqual({
      name: 'Jane Cooper',
      email: SAMPLE_QUOTE.email,
      phone: SAMPLE_QUOTE.phone,
      company: null,
      budget: 'BUDGET_10K_25K',
      services: ['CUSTOM_SOFTWARE', 'MOBILE_APP'],
      message: 'A new online store.',
      website: '',
    });
  });

  it('passes the honeypot on as it is, so the server can spot a bot', () => {
    expect(toQuoteInput({ ...SAMPLE_QUOTE, website: 'http://spam.example' }).website).toBe('http://spam.example');
  });
});
