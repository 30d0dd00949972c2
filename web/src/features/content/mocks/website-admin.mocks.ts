import { WEBSITE_CONTENT_MESSAGES } from '@site/shared';
import type { AboutContentInput, HomepageContentInput, ServicesContentInput } from '../../../gql/graphql';
import {
  dataMock,
  errorMock,
  invalidInput,
  networkErrorMock,
  pendingMock,
  type MockOptions,
} from '../../../test/apollo-mocks';
import { CONTENT_PAGE_DEFAULT_SORT, CONTENT_PAGE_PAGE_SIZE } from '../admin-texts';
import { AdminContentPagesDocument } from '../api/content-pages';
import { SiteContentDocument, type SiteContent } from '../api/site-content';
import {
  UpdateAboutContentDocument,
  UpdateHomepageContentDocument,
  UpdateServicesContentDocument,
} from '../api/website-content';
import type { ContentPageRow } from '../components/website-admin/content-page-columns';
import { sampleSiteContent } from './site-content.mocks';

const typed = (content: SiteContent): SiteContent => ({ ...content, __typename: 'WebsiteContent' });

export const siteContentLoadingMock = () => pendingMock(SiteContentDocument, {});
export const siteContentErrorMock = () => networkErrorMock(SiteContentDocument, {});

/** The Homepage tab saved: the answer is the texts with the tab's version moved on. */
export function updateHomepageMock(input: HomepageContentInput, before = sampleSiteContent, options?: MockOptions) {
  const { version, ...texts } = input;
  const saved = typed({ ...before, ...texts, heroImageUrl: texts.heroImageUrl ?? null, homepageVersion: version + 1 });
  return dataMock(UpdateHomepageContentDocument, { input }, { updateHomepageContent: saved }, options);
}

export function updateAboutMock(input: AboutContentInput, before = sampleSiteContent) {
  const { version, ...texts } = input;
  const saved = typed({ ...before, ...texts, aboutVersion: version + 1 });
  return dataMock(UpdateAboutContentDocument, { input }, { updateAboutContent: saved });
}

export function updateServicesMock(input: ServicesContentInput, before = sampleSiteContent) {
  const { version, ...texts } = input;
  const saved = typed({ ...before, ...texts, servicesVersion: version + 1 });
  return dataMock(UpdateServicesContentDocument, { input }, { updateServicesContent: saved });
}

/** The API refusing the Homepage tab's fields (BAD_USER_INPUT under each). */
export const updateHomepageInvalidMock = (input: HomepageContentInput, fields: Record<string, string>) =>
  errorMock(UpdateHomepageContentDocument, { input }, invalidInput(fields));

/** Someone else saved the Homepage tab after this form loaded it. */
export const updateHomepageConflictMock = (input: HomepageContentInput) =>
  errorMock(
    UpdateHomepageContentDocument,
    { input },
    {
      message: WEBSITE_CONTENT_MESSAGES.changedMeanwhile,
      code: 'CONFLICT',
    },
  );

/** A save that never answers: the button stays at 'Saving...'. */
export const updateHomepagePendingMock = (input: HomepageContentInput) =>
  pendingMock(UpdateHomepageContentDocument, { input });

// ---- Content pages ----

const page = (id: number, slug: string, title: string, summary: string, updatedAt: string) => ({
  __typename: 'ContentPageSummary' as const,
  id,
  slug,
  title,
  summary,
  updatedAt,
});

export const samplePages = [
  page(1, 'about', 'About Us', 'Who we are and how we work.', '2026-02-10T09:30:00.000Z'),
  page(4, 'case-studies', 'Case Studies', 'Projects we are proud of, in detail.', '2026-03-02T14:00:00.000Z'),
  page(3, 'privacy', 'Privacy Policy', 'What we keep about you and why.', '2026-01-05T08:00:00.000Z'),
  page(2, 'terms', 'Terms of Use', 'The terms of using this site.', '2026-01-05T08:00:00.000Z'),
] satisfies ContentPageRow[];

/** The variables the Pages tab asks with: its first page, search and sort, as the tab sends them. */
export const adminPagesVariables = (search: string | null = null) => ({
  offset: 0,
  limit: CONTENT_PAGE_PAGE_SIZE,
  search,
  sort: CONTENT_PAGE_DEFAULT_SORT.field,
  direction: CONTENT_PAGE_DEFAULT_SORT.direction,
});

const pageOf = (pages: readonly ContentPageRow[]) => ({
  adminPages: {
    __typename: 'ContentPageList' as const,
    total: pages.length,
    offset: 0,
    limit: CONTENT_PAGE_PAGE_SIZE,
    items: pages.slice(0, CONTENT_PAGE_PAGE_SIZE),
  },
});

export const contentPagesMock = (
  pages: ContentPageRow[] = samplePages,
  options: MockOptions = { maxUsageCount: 5 },
  search: string | null = null,
) => dataMock(AdminContentPagesDocument, adminPagesVariables(search), pageOf(pages), options);
export const contentPagesLoadingMock = () => pendingMock(AdminContentPagesDocument, adminPagesVariables());
export const contentPagesErrorMock = () => networkErrorMock(AdminContentPagesDocument, adminPagesVariables());
