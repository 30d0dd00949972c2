import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, printSchema } from 'graphql';
import { partnerSchema } from '../../server/src/docs/partner-api';
import { contractBreaks, unreleasedSection } from './api-contract';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('the partner API contract', () => {
  it('changes nothing in a way that breaks a partner, unless deprecated first and recorded in CHANGELOG.md', async () => {
    const current = printSchema(partnerSchema(buildSchema(read('schema.graphql'))));
    const breaks = await contractBreaks({
      released: read('contract/schema.released.graphql'),
      current,
      changelog: read('CHANGELOG.md'),
    });
    // Each break says what it lacks: a deprecation in the last release, or its line in the changelog.
    expect(breaks).toEqual([]);
  });
});

describe('the contract check', () => {
  const RELEASED = `
    type Query {
      projects: [Project!]!
      legacyProjects: [Project!]! @deprecated(reason: "Use projects.")
    }
    type Project {
      id: Int!
      title: String!
      code: String @deprecated(reason: "Unused.")
      kind: Kind!
    }
    enum Kind { WEB MOBILE OLD @deprecated(reason: "No longer made.") }
  `;
  const changelog = (...items: string[]) =>
    [
      '# Changelog',
      '',
      '## [Unreleased]',
      '',
      '### Removed',
      '',
      ...items.map((item) => `- ${item}`),
      '',
      '## [1.0.0] - 2026-11-24',
      '',
      '- `Project.title` once',
    ].join('\n');
  const check = (current: string, log = changelog()) => contractBreaks({ released: RELEASED, current, changelog: log });

  it('passes an added field', async () => {
    const added = RELEASED.replace('title: String!', 'title: String!\n      client: String');
    expect(await check(added)).toEqual([]);
  });

  it('fails a removed field, saying it was neither deprecated nor recorded', async () => {
    expect(await check(RELEASED.replace('title: String!', ''))).toEqual([
      {
        path: 'Project.title',
        message: expect.stringContaining("'title' was removed"),
        missing: ['a deprecation in the released contract', '`Project.title` under "## [Unreleased]" in CHANGELOG.md'],
      },
    ]);
  });

  it('passes a removed field that was deprecated and is recorded under Unreleased', async () => {
    const removed = RELEASED.replace('code: String @deprecated(reason: "Unused.")', '');
    expect(await check(removed, changelog('`Project.code` (deprecated in 1.0.0).'))).toEqual([]);
  });

  it('fails a deprecated field removed without its changelog line, or recorded only under an older version', async () => {
    const removed = RELEASED.replace('code: String @deprecated(reason: "Unused.")', '');
    const [onlyUnrecorded] = await check(removed);
    expect(onlyUnrecorded?.missing).toEqual(['`Project.code` under "## [Unreleased]" in CHANGELOG.md']);
    const title = RELEASED.replace('title: String!', '');
    // `Project.title` stands under 1.0.0 only.
    expect((await check(title))[0]?.missing).toHaveLength(2);
  });

  it('fails a recorded removal that was never deprecated', async () => {
    const [result] = await check(RELEASED.replace('title: String!', ''), changelog('`Project.title`'));
    expect(result?.missing).toEqual(['a deprecation in the released contract']);
  });

  it('passes a deprecated enum value and a deprecated root field removed with their lines', async () => {
    const removed = RELEASED.replace('OLD @deprecated(reason: "No longer made.")', '').replace(
      'legacyProjects: [Project!]! @deprecated(reason: "Use projects.")',
      '',
    );
    expect(await check(removed, changelog('`Kind.OLD`', '`Query.legacyProjects`'))).toEqual([]);
    expect((await check(removed)).map((b) => b.path).sort()).toEqual(['Kind.OLD', 'Query.legacyProjects']);
  });

  it('fails a changed field type', async () => {
    expect((await check(RELEASED.replace('id: Int!', 'id: String!'))).map((b) => b.path)).toEqual(['Project.id']);
  });

  it('reads only the Unreleased section of the changelog', () => {
    expect(unreleasedSection(changelog('`A.b`'))).toContain('`A.b`');
    expect(unreleasedSection(changelog())).not.toContain('Project.title');
  });
});
