import { isConverted, openedQuoteId, waitingText } from './quote-state';

const pending = { status: 'PENDING' as const, workingDaysWaiting: 1, overdue: false };

describe('waitingText', () => {
  it('says how many working days a pending quote has waited', () => {
    expect(waitingText({ ...pending, workingDaysWaiting: 0 })).toBe('Waiting under 1 working day');
    expect(waitingText(pending)).toBe('Waiting 1 working day');
    expect(waitingText({ ...pending, workingDaysWaiting: 2 })).toBe('Waiting 2 working days');
  });

  it('says in words that an overdue quote is overdue', () => {
    expect(waitingText({ ...pending, workingDaysWaiting: 3, overdue: true })).toBe('Overdue: waiting 3 working days');
  });

  it('says nothing for a quote that is no longer waiting', () => {
    expect(waitingText({ status: 'REVIEWED', workingDaysWaiting: null, overdue: false })).toBeNull();
    expect(waitingText({ status: 'RESPONDED', workingDaysWaiting: 4, overdue: false })).toBeNull();
  });
});

describe('isConverted', () => {
  it('holds for a quote with a project, and for one the conversion closed whose project is gone', () => {
    expect(
      isConverted({
        status: 'CLOSED',
        notes: 'Converted to project',
        project: { __typename: 'Project', id: 9, title: 'P' },
      }),
    ).toBe(true);
    expect(isConverted({ status: 'CLOSED', notes: 'Converted to project', project: null })).toBe(true);
  });

  it('does not hold for a quote closed for another reason, or still open', () => {
    expect(isConverted({ status: 'CLOSED', notes: 'Went elsewhere', project: null })).toBe(false);
    expect(isConverted({ status: 'PENDING', notes: null, project: null })).toBe(false);
  });
});

describe('openedQuoteId', () => {
  it('reads a positive id', () => {
    expect(openedQuoteId('7')).toBe(7);
    expect(openedQuoteId('123456789')).toBe(123456789);
  });

  it.each([null, '', '0', '-3', '1.5', 'abc', '7x', '1e3', '9999999999'])('ignores %j', (param) => {
    expect(openedQuoteId(param)).toBeNull();
  });
});
