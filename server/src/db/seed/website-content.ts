import { COMPANY } from '@site/shared';
import { WEBSITE_CONTENT_ID, type WebsiteContent } from '../../modules/content/website-content.entity';

type SeedWebsiteContent = Pick<WebsiteContent, 'id' | Exclude<keyof WebsiteContent, `${string}Version` | 'updatedAt'>>;

/**
 * The texts the public pages showed before they became editable, word for word, so nothing
 * changes on the site when this row arrives: the home hero, the home page's about section
 * (its heading, its lead line as the mission statement, its two paragraphs) and the
 * introduction of /services.
 */
export const SEED_WEBSITE_CONTENT: SeedWebsiteContent = {
  id: WEBSITE_CONTENT_ID,
  heroTitle: 'We build software that moves your business forward',
  heroSubtitle:
    'From first idea to launch and beyond: custom software, web and mobile apps, AI/ML and data solutions, designed and built by one dedicated team.',
  heroImageUrl: null,
  aboutTitle: `About ${COMPANY.name}`,
  missionStatement: `A software development and consulting company, building software with our clients since ${COMPANY.foundingYear}.`,
  aboutContent: [
    `Founded in ${COMPANY.foundingYear}, ${COMPANY.name} designs, builds and runs custom software, web and mobile apps, AI/ML and data solutions for growing businesses. We help companies turn ideas into dependable products and modernise the systems they already rely on.`,
    'One team stays with you from the first workshop to launch and beyond: the engineers who design your product also build, test and support it, so nothing is lost in hand-overs and you always know where your project stands.',
  ].join('\n\n'),
  servicesIntroduction:
    'Comprehensive software development and technology solutions, from custom software, web and mobile apps to AI/ML, data analysis, training and consulting, delivered by one dedicated team.',
};
