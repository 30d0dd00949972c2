import { createHash } from 'node:crypto';
import { TrustedDocuments } from './trusted-documents';

const listOf = (...texts: string[]) =>
  Object.fromEntries(texts.map((text) => [`sha256:${createHash('sha256').update(text).digest('hex')}`, text]));
const idOf = (text: string) => createHash('sha256').update(text).digest('hex');

describe('TrustedDocuments.idOf', () => {
  const built = 'fragment F on AuthPayload { token } mutation RefreshSession { refreshSession { ...F } }';
  const codegen = 'mutation RefreshSession { refreshSession { token } }';
  const other = 'query RefreshSessionLater { __typename }';

  it('names the document that defines the operation, not one whose name only starts the same', () => {
    expect(new TrustedDocuments([listOf(other, built)]).idOf('RefreshSession')).toBe(idOf(built));
    expect(new TrustedDocuments([listOf(other)]).idOf('RefreshSession')).toBeUndefined();
  });

  it("prefers the first list's (the web build's) when two lists define it", () => {
    expect(new TrustedDocuments([listOf(built), listOf(codegen)]).idOf('RefreshSession')).toBe(idOf(built));
  });
});
