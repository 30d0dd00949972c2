import { activitySentence, entityLabel, relativeTime } from './activity';

describe('activitySentence', () => {
  it('says who did what to which record', () => {
    expect(activitySentence({ actorName: 'Sam Taylor', action: 'update', entity: 'Project', label: 'Acme site' })).toBe(
      "Sam Taylor updated Project 'Acme site'",
    );
    expect(activitySentence({ actorName: 'Visitor', action: 'create', entity: 'QuoteRequest', label: 'Jane' })).toBe(
      "Visitor created Quote 'Jane'",
    );
    expect(
      activitySentence({ actorName: 'Caller at 203.0.113.9', action: 'refused', entity: 'ApiKey', label: 'Acme' }),
    ).toBe("Caller at 203.0.113.9 was refused with API key 'Acme'");
  });

  it("keeps a feature's own verb, and reads an unknown record kind as words", () => {
    expect(activitySentence({ actorName: 'Alex', action: 'invite', entity: 'SigningKey', label: 'k1' })).toBe(
      "Alex invite Signing key 'k1'",
    );
    expect(entityLabel('ContentPage')).toBe('Content page');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it.each([
    ['2026-03-10T11:59:40Z', 'just now'],
    ['2026-03-10T11:55:00Z', '5 minutes ago'],
    ['2026-03-10T09:00:00Z', '3 hours ago'],
    ['2026-03-09T10:00:00Z', 'yesterday'],
    ['2026-02-24T12:00:00Z', '2 weeks ago'],
    ['2025-03-10T12:00:00Z', 'last year'],
  ])('reads %s as %s', (at, text) => expect(relativeTime(at, now)).toBe(text));
});
