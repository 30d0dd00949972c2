import { isHttpUrl, WEBSITE_CONTENT_LIMITS as L, WEBSITE_CONTENT_MESSAGES as M, type WebsiteTexts } from '@site/shared';
import * as yup from 'yup';

/** Required text checked as the server stores it: trimmed, at most `max` characters. */
const text = (max: number, required: string, tooLong: string) =>
  yup.string().trim().required(required).max(max, tooLong);

/** The Homepage tab: the image address may stay empty (the hero then shows the logo card). */
export const homepageContentSchema = yup.object({
  heroTitle: text(L.heroTitle, M.heroTitle, M.heroTitleMax),
  heroSubtitle: text(L.heroSubtitle, M.heroSubtitle, M.heroSubtitleMax),
  heroImageUrl: yup
    .string()
    .trim()
    .max(L.heroImageUrl, M.heroImageUrlMax)
    .test('http-url', M.heroImageUrl, (value) => !value || isHttpUrl(value)),
});

export const aboutContentSchema = yup.object({
  aboutTitle: text(L.aboutTitle, M.aboutTitle, M.aboutTitleMax),
  aboutContent: text(L.aboutContent, M.aboutContent, M.aboutContentMax),
  missionStatement: text(L.missionStatement, M.missionStatement, M.missionStatementMax),
});

export const servicesContentSchema = yup.object({
  servicesIntroduction: text(L.servicesIntroduction, M.servicesIntroduction, M.servicesIntroductionMax),
});

export type HomepageContentValues = Pick<WebsiteTexts, 'heroTitle' | 'heroSubtitle'> & { heroImageUrl: string };
export type AboutContentValues = Pick<WebsiteTexts, 'aboutTitle' | 'aboutContent' | 'missionStatement'>;
export type ServicesContentValues = Pick<WebsiteTexts, 'servicesIntroduction'>;

/** A tab's form values from the loaded texts (an absent image is an empty field). */
export const homepageValues = (content: WebsiteTexts): HomepageContentValues => ({
  heroTitle: content.heroTitle,
  heroSubtitle: content.heroSubtitle,
  heroImageUrl: content.heroImageUrl ?? '',
});
export const aboutValues = ({ aboutTitle, aboutContent, missionStatement }: WebsiteTexts): AboutContentValues => ({
  aboutTitle,
  aboutContent,
  missionStatement,
});
export const servicesValues = ({ servicesIntroduction }: WebsiteTexts): ServicesContentValues => ({
  servicesIntroduction,
});

/**
 * The mutations' inputs: the form's texts trimmed, an empty image address as null, and the
 * version the form loaded (the save is refused when someone saved the tab since).
 */
export const toHomepageInput = (values: HomepageContentValues, version: number) => ({
  version,
  heroTitle: values.heroTitle.trim(),
  heroSubtitle: values.heroSubtitle.trim(),
  heroImageUrl: values.heroImageUrl.trim() || null,
});
export const toAboutInput = (values: AboutContentValues, version: number) => ({
  version,
  aboutTitle: values.aboutTitle.trim(),
  aboutContent: values.aboutContent.trim(),
  missionStatement: values.missionStatement.trim(),
});
export const toServicesInput = (values: ServicesContentValues, version: number) => ({
  version,
  servicesIntroduction: values.servicesIntroduction.trim(),
});
