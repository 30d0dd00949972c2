import { CONTENT_PAGE_LIMITS as L, CONTENT_PAGE_MESSAGES as M, SLUG_PATTERN } from '@site/shared';
import * as yup from 'yup';

/** Editing a page: its words (its address never changes). */
export const contentPageSchema = yup.object({
  title: yup.string().trim().required(M.title).max(L.title, M.titleMax),
  summary: yup.string().trim().required(M.summary).max(L.summary, M.summaryMax),
  body: yup.string().trim().required(M.body).max(L.body, M.bodyMax),
});

/** A new page: its words and its address. */
export const newContentPageSchema = contentPageSchema.shape({
  slug: yup.string().trim().required(M.slug).max(L.slug, M.slugMax).matches(SLUG_PATTERN, M.slugFormat),
});

export interface ContentPageValues {
  title: string;
  summary: string;
  body: string;
}
export type NewContentPageValues = ContentPageValues & { slug: string };

export const EMPTY_CONTENT_PAGE: NewContentPageValues = { slug: '', title: '', summary: '', body: '' };

export const toContentPageInput = ({ title, summary, body }: ContentPageValues) => ({
  title: title.trim(),
  summary: summary.trim(),
  body: body.trim(),
});
export const toNewContentPageInput = (values: NewContentPageValues) => ({
  slug: values.slug.trim(),
  ...toContentPageInput(values),
});
