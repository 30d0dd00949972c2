import 'reflect-metadata';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { assertEveryOperationAuthorized, authChecker } from '../auth/auth-checker';
import { AuthResolver } from '../auth/auth.resolver';
import { NewsletterResolver } from '../modules/content/newsletter.resolver';
import { ContentPageResolver } from '../modules/content/page.resolver';
import { WebsiteContentResolver } from '../modules/content/website-content.resolver';
import { ContactMessageResolver } from '../modules/contact/contact-message.resolver';
import { ProjectResolver } from '../modules/projects/project.resolver';
import { QuoteRequestResolver } from '../modules/quotes/quote-request.resolver';
import { ServiceResolver } from '../modules/services/service.resolver';
import { ROOT_DIR } from '../config';

export const resolvers = [
  AuthResolver,
  ProjectResolver,
  NewsletterResolver,
  ServiceResolver,
  ContentPageResolver,
  WebsiteContentResolver,
  QuoteRequestResolver,
  ContactMessageResolver,
] as const;

export const SCHEMA_FILE = path.join(ROOT_DIR, 'schema.graphql');

export async function createSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    validate: { forbidUnknownValues: false, stopAtFirstError: true, validationError: { target: false, value: false } },
  });
  assertEveryOperationAuthorized(schema);
  return schema;
}
