import { dataMock } from '../../../test/apollo-mocks';
import { SiteContentDocument, type SiteContent } from '../api/site-content';

/** Texts as the back office might save them (the seeded ones live with the server's seed). */
export const sampleSiteContent: SiteContent = {
  __typename: 'WebsiteContent',
  heroTitle: 'Software that ships when you need it',
  heroSubtitle: 'A senior team that designs, builds and supports your product, with a demo every two weeks.',
  heroImageUrl: null,
  aboutTitle: 'About Brightline Software',
  aboutContent:
    'Since 2014 we have built custom software, web and mobile apps for growing businesses.\n\nThe people who design your product also build and support it.',
  missionStatement: 'Make technology a dependable advantage for the businesses we work with.',
  servicesIntroduction: 'Everything your product needs, from the first workshop to the thousandth deploy.',
  homepageVersion: 1,
  aboutVersion: 1,
  servicesVersion: 1,
};

/** The hero with a saved image (in place of the logo card). */
export const sampleSiteContentWithImage: SiteContent = {
  ...sampleSiteContent,
  heroImageUrl: 'https://images.example.com/brightline-team.jpg',
};

/** Answers the texts to every component that asks (the hero and the about section share one request). */
export const siteContentMock = (content: SiteContent = sampleSiteContent) =>
  dataMock(SiteContentDocument, {}, { siteContent: content }, { maxUsageCount: 5 });
