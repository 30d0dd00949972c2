import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { firstMessage, serverErrorAt, serverErrorsOf, unplacedServerErrors } from './server-errors';

const refused = (fields: Record<string, string[]>, code = 'BAD_USER_INPUT') =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Refused', extensions: { code, fields } }] });

const sent = { title: 'Robots', bullets: ['Fast', ''], featured: false };

describe('the API field messages of a refused submit', () => {
  it("keeps each field's first message under its path without the 'input.' prefix, with the value sent", () => {
    const errors = serverErrorsOf(
      refused({ 'input.title': ['Project title is taken', 'second'], 'input.bullets.1': ['Bullet point is required'] }),
      sent,
    );
    expect(errors).toEqual({
      title: { message: 'Project title is taken', sent: 'Robots' },
      'bullets.1': { message: 'Bullet point is required', sent: '' },
    });
  });

  it('finds none in other errors: another code, a network failure, a plain Error', () => {
    expect(serverErrorsOf(refused({ 'input.title': ['x'] }, 'NOT_FOUND'), sent)).toEqual({});
    expect(serverErrorsOf(new TypeError('Failed to fetch'), sent)).toEqual({});
    expect(serverErrorsOf('boom', sent)).toEqual({});
  });

  it('shows a message under its field while the field still holds what was sent, and drops it once edited', () => {
    const errors = serverErrorsOf(refused({ 'input.title': ['Project title is taken'] }), sent);
    expect(serverErrorAt(errors, 'title', sent)).toBe('Project title is taken');
    expect(serverErrorAt(errors, 'title', { ...sent, title: 'Robots 2' })).toBeUndefined();
    expect(serverErrorAt(errors, 'featured', sent)).toBeUndefined();
  });

  it("shows an entry's message under its list, unless only the list's own message is asked for", () => {
    const errors = serverErrorsOf(refused({ 'input.bullets.1': ['Bullet point is required'] }), sent);
    expect(serverErrorAt(errors, 'bullets.1', sent)).toBe('Bullet point is required');
    expect(serverErrorAt(errors, 'bullets', sent)).toBe('Bullet point is required');
    expect(serverErrorAt(errors, 'bullets', sent, { exact: true })).toBeUndefined();
  });

  it('lists the messages no field of the form can show', () => {
    const errors = serverErrorsOf(refused({ 'input.title': ['a'], 'input.budget': ['Budget is too high'] }), sent);
    expect(unplacedServerErrors(errors, Object.keys(sent))).toEqual(['Budget is too high']);
    expect(unplacedServerErrors(undefined, ['title'])).toEqual([]);
  });

  it("reads Formik's message for a field or the first one of a list", () => {
    expect(firstMessage('Required')).toBe('Required');
    expect(firstMessage([undefined, 'Too long'])).toBe('Too long');
    expect(firstMessage(undefined)).toBeUndefined();
    expect(firstMessage('')).toBeUndefined();
  });
});
