import type { PageQuery } from '../../../gql/graphql';
import {
  dataMock,
  errorMock,
  networkErrorMock,
  pendingMock,
  type ApiError,
  type MockOptions,
} from '../../../test/apollo-mocks';
import { PageDocument } from '../api/pages';

/** A content page as the API sends it, __typename included (Apollo's cache normalises on it). */
export type MockPage = PageQuery['page'] & { __typename: 'ContentPage' };

/** The API's catalogue message for an unknown slug. */
export const PAGE_NOT_FOUND: ApiError = { message: 'Page not found', code: 'NOT_FOUND' };

const body = (...blocks: string[]) => blocks.join('\n\n');

/** Shortened versions of the server's seed pages (server/src/db/seed/pages.ts), in the same body format. */
export const samplePages = {
  about: {
    __typename: 'ContentPage',
    id: 1,
    slug: 'about',
    title: 'About Us',
    summary:
      'Brightline Software is a software development and consulting company that has designed, built and supported software for growing businesses since 2014.',
    body: body(
      'Brightline Software designs, builds and runs software for businesses that have outgrown off-the-shelf tools.',
      '## Our story',
      'Brightline Software began in 2014, when a small group of engineers decided to work differently.\nWe wanted to build software with our clients rather than for them.',
      '## Our mission',
      'Our mission is to make technology a dependable advantage for the businesses we work with.',
    ),
    updatedAt: '2026-03-05T09:30:00.000Z',
  },
  terms: {
    __typename: 'ContentPage',
    id: 2,
    slug: 'terms',
    title: 'Terms of Use',
    summary: 'The terms that apply when you use the Brightline Software website, send us a message or request a quote.',
    body: body(
      'These terms apply to your use of the Brightline Software website. By using the website you accept these terms.',
      '## Quote requests',
      'A quote request does not create a contract, and any quote we send you in reply is an invitation to discuss your project, not a binding offer.',
      '## Contact',
      'If you have any questions about these terms, please write to us at hello@brightline.example.',
    ),
    updatedAt: '2026-02-14T16:00:00.000Z',
  },
  privacy: {
    __typename: 'ContentPage',
    id: 3,
    slug: 'privacy',
    title: 'Privacy Policy',
    summary:
      'What personal data the Brightline Software website collects, why we collect it, how long we keep it, who processes it and what rights you have.',
    body: body(
      'We collect only what we need to answer you and run our business, and we never sell personal data.',
      '## What we collect',
      'Contact messages: your name, email address, the subject and the text of your message.',
      '## Your rights',
      'You have the right to ask us for a copy of the personal data we hold about you.',
    ),
    updatedAt: '2026-01-20T08:00:00.000Z',
  },
} satisfies Record<string, MockPage>;

export const pageMock = (page: MockPage, options?: MockOptions) =>
  dataMock(PageDocument, { slug: page.slug }, { page }, options);

export const pageNotFoundMock = (slug: string) => errorMock(PageDocument, { slug }, PAGE_NOT_FOUND);

export const pageLoadingMock = (slug: string) => pendingMock(PageDocument, { slug });

export const pageNetworkErrorMock = (slug: string) => networkErrorMock(PageDocument, { slug });
