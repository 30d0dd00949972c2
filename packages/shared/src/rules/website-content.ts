import { atMost } from './messages';

/** Limits of the website content's texts (characters, on trimmed text). */
export const WEBSITE_CONTENT_LIMITS = {
  heroTitle: 120,
  heroSubtitle: 300,
  heroImageUrl: 2000,
  aboutTitle: 120,
  aboutContent: 5000,
  missionStatement: 1000,
  servicesIntroduction: 1000,
} as const;
const L = WEBSITE_CONTENT_LIMITS;

export const WEBSITE_CONTENT_MESSAGES = {
  heroTitleRequired: 'Hero title is required',
  heroTitleMax: atMost('Hero title', L.heroTitle),
  heroSubtitleRequired: 'Hero subtitle is required',
  heroSubtitleMax: atMost('Hero subtitle', L.heroSubtitle),
  /** The image is optional; when given it must be a web address. */
  heroImageUrl: 'Please enter a valid URL starting with http:// or https://',
  heroImageUrlMax: atMost('Hero image URL', L.heroImageUrl),
  aboutTitleRequired: 'About title is required',
  aboutTitleMax: atMost('About title', L.aboutTitle),
  aboutContentRequired: 'About content is required',
  aboutContentMax: atMost('About content', L.aboutContent),
  missionStatementRequired: 'Mission statement is required',
  missionStatementMax: atMost('Mission statement', L.missionStatement),
  servicesIntroductionRequired: 'Services introduction is required',
  servicesIntroductionMax: atMost('Services introduction', L.servicesIntroduction),
} as const;
