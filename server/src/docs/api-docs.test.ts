import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { ROOT_DIR } from '../config';
import { ERROR_CODES, GUIDE, TRANSPORT_CODES } from './api-docs-guide';
import { renderApiDocs } from './api-docs';
import { partnerOperations, partnerSchema, partnerTypes } from './partner-api';

const schema = buildSchema(readFileSync(path.join(ROOT_DIR, 'schema.graphql'), 'utf8'));
const html = renderApiDocs(schema);

describe('the API reference page', () => {
  it.each(partnerOperations().map((operation) => [operation.coordinate, operation] as const))(
    'documents %s with the scope it needs',
    (_coordinate, operation) => {
      const id = `${operation.root === 'Query' ? 'query' : 'mutation'}-${operation.name}`;
      const section = new RegExp(`<section class="item" id="${id}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
      expect(section).toContain(`<code>${operation.name}</code>`);
      expect(section).toContain(
        operation.scope ? `Needs scope <code>${operation.scope}</code>` : 'Any key may run it: no scope needed',
      );
      expect(html).toContain(`href="#${id}"`);
    },
  );

  it('has a section for every type partners reach, with each field and argument', () => {
    const partner = partnerSchema(schema);
    for (const type of partnerTypes(partner)) {
      expect(html).toContain(`id="type-${type.name}"`);
    }
    expect(html).toContain('<caption>Arguments of projects</caption>');
    expect(html).toContain('<code>Int!</code> = 20');
    // A field's own scope: a project's status.
    expect(
      /id="type-Project"[\s\S]*?<code>status<\/code>[\s\S]*?Needs scope <code>PROJECTS_READ<\/code>/.test(html),
    ).toBe(true);
    expect(html).not.toContain('id="type-Employee"');
    expect(html).not.toContain('engagement');
  });

  it('carries the guide: a key, a first query with curl and TypeScript, budgets, errors, pagination', () => {
    for (const section of GUIDE) expect(html).toContain(`<h2 id="${section.id}-title">${section.title}</h2>`);
    expect(html).toContain('href="/admin/api-keys"');
    expect(html).toContain('curl https://brightline.example/graphql');
    expect(html).toContain('await fetch(');
    expect(html).toContain('extensions.rateLimit');
    for (const code of [...Object.keys(ERROR_CODES), ...Object.keys(TRANSPORT_CODES)]) {
      expect(html).toContain(`<code>${code}</code>`);
    }
  });

  it('is one page without any script, its text escaped', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    const withMarkup = buildSchema('type Query { "Returns <b>bold</b> & more." x: Int }');
    const page = renderApiDocs(withMarkup, [{ coordinate: 'Query.x', root: 'Query', name: 'x', scope: null }]);
    expect(page).toContain('Returns &lt;b&gt;bold&lt;/b&gt; &amp; more.');
  });
});
