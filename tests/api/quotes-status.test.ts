import { QuoteStatus } from '../../server/src/modules/quotes/quote-codes';
import {
  DELETE_QUOTE,
  ENGAGEMENT_FIELDS,
  UPDATE_QUOTE_STATUS,
  useQuotesApp,
  type ConvertedProjectView,
  type QuoteView,
} from '../fixtures/quotes';
import { dataOf, errorOf } from '../fixtures/test-app';

const quotes = useQuotesApp();

const update = (variables: Record<string, unknown>, token?: string) =>
  quotes.call<{ updateQuoteStatus: QuoteView }>(UPDATE_QUOTE_STATUS, variables, token);

describe('updateQuoteStatus', () => {
  it('sets any status after any other, with the notes trimmed, and answers the quote', async () => {
    const { id } = await quotes.insert();
    const steps = ['CLOSED', 'PENDING', 'RESPONDED', 'REVIEWED', 'PENDING'];
    for (const status of steps) {
      const updated = dataOf(await update({ id, status, notes: `  Now ${status}  ` })).updateQuoteStatus;
      expect(updated).toMatchObject({ id, status, notes: `Now ${status}` });
    }
    expect(await quotes.stored(id)).toMatchObject({ status: QuoteStatus.PENDING, notes: 'Now PENDING' });
  });

  it('keeps no note when the notes are left out, null or blank', async () => {
    const { id } = await quotes.insert({ notes: 'Old note' });
    for (const notes of [undefined, null, '   ']) {
      await quotes.app.dataSource.getRepository('QuoteRequest').update({ id }, { notes: 'Old note' });
      expect(dataOf(await update({ id, status: 'REVIEWED', notes })).updateQuoteStatus.notes).toBeNull();
    }
  });

  it('shows the response clock only while the quote is pending', async () => {
    const { id } = await quotes.insert({}, new Date(Date.now() - 12 * 24 * 60 * 60 * 1000));
    const reviewed = dataOf(await update({ id, status: 'REVIEWED' })).updateQuoteStatus;
    expect(reviewed).toMatchObject({ workingDaysWaiting: null, overdue: false });
    const pending = dataOf(await update({ id, status: 'PENDING' })).updateQuoteStatus;
    expect(pending.overdue).toBe(true);
  });

  it('refuses notes over 2000 characters and an unknown status, changing nothing', async () => {
    const { id } = await quotes.insert();
    const tooLong = errorOf(await update({ id, status: 'REVIEWED', notes: 'n'.repeat(2001) }));
    expect(tooLong.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { notes: ['Notes must be at most 2000 characters'] },
    });
    expect(errorOf(await update({ id, status: 'ARCHIVED' })).extensions?.code).toBe('BAD_USER_INPUT');
    expect(await quotes.stored(id)).toMatchObject({ status: QuoteStatus.PENDING, notes: null });
    expect(
      dataOf(await update({ id, status: 'REVIEWED', notes: 'n'.repeat(2000) })).updateQuoteStatus.notes,
    ).toHaveLength(2000);
  });

  it("answers NOT_FOUND 'Quote not found' for an unknown id", async () => {
    expect(errorOf(await update({ id: 987654, status: 'CLOSED' }))).toMatchObject({
      message: 'Quote not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('lands ten identical changes sent at once, each answering the same quote', async () => {
    const { id } = await quotes.insert();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => update({ id, status: 'RESPONDED', notes: 'Proposal sent' })),
    );
    for (const answer of answers) expect(dataOf(answer).updateQuoteStatus).toMatchObject({ status: 'RESPONDED' });
    expect(await quotes.stored(id)).toMatchObject({ status: QuoteStatus.RESPONDED, notes: 'Proposal sent' });
  });

  it('records who changed what in the audit trail', async () => {
    const { id } = await quotes.insert();
    dataOf(await update({ id, status: 'RESPONDED', notes: 'Called back' }, quotes.admin));
    const [entry] = await quotes.history('QuoteRequest', id);
    expect(entry).toMatchObject({ action: 'status', actorName: expect.any(String), entityId: String(id) });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', from: 'pending', to: 'responded', masked: false },
        { field: 'notes', from: null, to: 'Called back', masked: false },
      ]),
    );
  });
});

describe('deleteQuote', () => {
  it('deletes a quote, answers its id and records it', async () => {
    const { id, name } = await quotes.insert();
    expect(dataOf(await quotes.call(DELETE_QUOTE, { id }))).toEqual({ deleteQuote: id });
    expect(await quotes.stored(id)).toBeNull();
    const [entry] = await quotes.history('QuoteRequest', id);
    expect(entry).toMatchObject({ action: 'delete', label: name });
  });

  it("answers NOT_FOUND 'Quote not found' for an unknown or already deleted id", async () => {
    const { id } = await quotes.insert();
    await quotes.call(DELETE_QUOTE, { id });
    expect(errorOf(await quotes.call(DELETE_QUOTE, { id }))).toMatchObject({
      message: 'Quote not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('of ten deletions at once, exactly one deletes; the others find nothing', async () => {
    const { id } = await quotes.insert();
    const answers = await Promise.all(Array.from({ length: 10 }, () => quotes.call(DELETE_QUOTE, { id })));
    expect(answers.filter((a) => a.data?.deleteQuote === id)).toHaveLength(1);
    expect(answers.filter((a) => a.errors?.[0]?.extensions?.code === 'NOT_FOUND')).toHaveLength(9);
  });

  it('keeps the project made from it, its quoteId cleared, and records that on the project', async () => {
    const { id } = await quotes.insert();
    const project = dataOf(await quotes.convert(id)).convertQuoteToProject;
    dataOf(await quotes.call(DELETE_QUOTE, { id }));
    const kept = await quotes.app.dataSource.getRepository('Project').findOneByOrFail({ id: project.id });
    expect(kept).toMatchObject({ title: project.title, quoteId: null, paymentAmount: '12000.50' });
    const read = `query($id: Int!) { project(id: $id) { ${ENGAGEMENT_FIELDS} } }`;
    const { project: shown } = dataOf(await quotes.call<{ project: ConvertedProjectView }>(read, { id: project.id }));
    expect(shown.engagement).toMatchObject({ quoteId: null, paymentDetails: { amount: '12000.50' } });
    const [entry] = await quotes.history('Project', project.id);
    expect(entry).toMatchObject({ action: 'update' });
    expect(entry!.changes).toEqual([{ field: 'quoteId', from: String(id), to: null, masked: false }]);
  });
});
