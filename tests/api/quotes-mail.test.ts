import { mkdir, rm, writeFile } from 'node:fs/promises';
import { QuoteRequest } from '../../server/src/modules/quotes/quote-request.entity';
import { captureLog } from '../fixtures/log';
import { eventually } from '../fixtures/password-reset';
import { useQuotesApp } from '../fixtures/quotes';
import { newVisitor, postFrom, SUBMIT_QUOTE, validQuote, type QuoteInput } from '../fixtures/submissions';
import { budgetReport, dataOf } from '../fixtures/test-app';

/** The mails of a new quote request, read from the outbox, which stands in for SMTP. */

const SALES = 'sales.desk@brightline.example';
const quotes = useQuotesApp({ SALES_EMAIL: SALES, PUBLIC_URL: 'https://www.brightline.example' });

const submit = (input: QuoteInput) => postFrom(quotes.app, newVisitor(), SUBMIT_QUOTE, { input });
const newest = async () =>
  (await quotes.app.dataSource.getRepository(QuoteRequest).find({ order: { id: 'DESC' }, take: 1 }))[0]!;

describe('a new quote request', () => {
  it('is mailed to the sales address with every detail and an absolute link to it in the back office', async () => {
    const input = validQuote({ email: 'first.visitor@lumen.example' });
    dataOf(await submit(input));
    const stored = await newest();
    const [mail] = await quotes.mailsTo(SALES, 'quote-submitted');
    expect(mail!.subject).toBe('New quote request from Priya Raman (Lumen Analytics)');
    for (const line of [
      'Name: Priya Raman',
      'Email: first.visitor@lumen.example',
      'Phone: +1 646 555 0199',
      'Company: Lumen Analytics',
      'Budget: $25,000 - $50,000',
      'Services: Web Development, Data Analysis',
      input.message,
      `https://www.brightline.example/admin/quotes?quote=${stored.id}`,
    ]) {
      expect(mail!.text).toContain(line);
    }
  });

  it("says 'N/A' for a missing company, and keeps a name's line breaks out of the subject", async () => {
    dataOf(await submit(validQuote({ name: 'Ola\nNordmann', company: '', email: 'ola@fjord.example' })));
    const stored = await newest();
    const [mail] = (await quotes.mailsTo(SALES, 'quote-submitted', 2)).filter((m) =>
      m.text.includes(`?quote=${stored.id}`),
    );
    expect(mail!.subject).toBe('New quote request from Ola Nordmann');
    expect(mail!.text).toContain('Company: N/A');
  });

  it('sends the visitor a short confirmation that repeats none of their own text', async () => {
    const input = validQuote({ email: 'confirm.me@lumen.example', message: 'Visit http://spam.example now please!' });
    dataOf(await submit(input));
    const [mail] = await quotes.mailsTo('confirm.me@lumen.example', 'quote-received');
    expect(mail!.subject).toBe('We received your quote request - Brightline Software');
    expect(mail!.text).toContain('We will contact you shortly to discuss your project.');
    expect(mail!.text).toContain('Web Development, Data Analysis; budget $25,000 - $50,000');
    expect(mail!.text).not.toContain('spam.example');
    expect(mail!.text).not.toContain(input.name);
  });

  it('sends nothing when the request is refused, or caught by the honeypot', async () => {
    const before = (await quotes.mails()).length;
    await submit(validQuote({ email: 'refused@lumen.example', message: 'short' }));
    await submit({ ...validQuote({ email: 'bot@lumen.example' }), website: 'http://bot.example' } as QuoteInput);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await quotes.mails()).length).toBe(before);
  });

  it('is kept, and answered as received, when the mail cannot be sent: the failure is logged', async () => {
    // The outbox becomes a file, so writing a mail into it fails.
    await rm(quotes.outbox(), { recursive: true, force: true });
    await writeFile(quotes.outbox(), '');
    const log = captureLog();
    try {
      const answer = await submit(validQuote({ email: 'kept@lumen.example' }));
      expect(answer).toEqual({ data: { submitQuoteRequest: { received: true } }, ...budgetReport() });
      await eventually(
        () => log.entries().find((e) => e.message === 'the quote-submitted mail could not be sent'),
        'the logged failure',
      );
      expect(await newest()).toMatchObject({ email: 'kept@lumen.example', status: 'pending' });
    } finally {
      log.restore();
      await rm(quotes.outbox(), { force: true });
      await mkdir(quotes.outbox());
    }
  });
});
