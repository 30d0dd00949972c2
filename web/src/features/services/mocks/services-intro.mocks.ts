import { dataMock } from '../../../test/apollo-mocks';
import { ServicesIntroDocument } from '../api/services-intro';

export const SAMPLE_SERVICES_INTRO = 'Everything your product needs, from the first workshop to the thousandth deploy.';

export const servicesIntroMock = (servicesIntroduction = SAMPLE_SERVICES_INTRO) =>
  dataMock(
    ServicesIntroDocument,
    {},
    { siteContent: { __typename: 'WebsiteContent', servicesIntroduction } as { servicesIntroduction: string } },
    { maxUsageCount: 5 },
  );
