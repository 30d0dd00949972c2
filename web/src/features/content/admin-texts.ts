import { TOASTS } from '@site/shared';
import type { ContentPageSort, SortDirection } from '../../gql/graphql';

/** The back office's words for the website screen that the shared catalogue has no entry for. */
export const WEBSITE_ADMIN_TEXTS = {
  saveFailed: 'Failed to save changes',
  loading: 'Loading website content...',
  loadFailed: 'Error loading website content',
  reload: 'Reload',
} as const;

/** Where the page editor goes back to. */
export const PAGES_TAB = '/admin/website?tab=pages';

/** The Pages tab's and the page editor's texts. */
/** The Pages tab's list: its sortable columns, first order and page size. */
export const CONTENT_PAGE_SORTS: readonly ContentPageSort[] = ['TITLE', 'SLUG', 'UPDATED'];
export const CONTENT_PAGE_DEFAULT_SORT: { field: ContentPageSort; direction: SortDirection } = {
  field: 'TITLE',
  direction: 'ASC',
};
export const CONTENT_PAGE_PAGE_SIZE = 10;

export const CONTENT_PAGE_ADMIN_TEXTS = {
  loading: 'Loading pages...',
  empty: 'No pages found',
  loadFailed: 'Error loading pages',
  add: 'Add Page',
  deleteConfirm: 'Are you sure you want to delete this page?',
  fixedNote: 'Linked from every page: it can be edited, not deleted.',
  formatNote: "Text format: a line starting with '## ' is a heading, and a blank line starts a new paragraph.",
  created: { title: 'Page created', description: 'The page has been successfully created.' },
  updated: { title: 'Page updated', description: 'The page has been successfully updated.' },
  deleted: { title: 'Page deleted', description: 'The page has been successfully deleted.' },
  createFailed: { title: 'Failed to create page' },
  updateFailed: { title: 'Failed to update page' },
  deleteFailed: { title: 'Failed to delete page' },
} as const;

export const WEBSITE_TOASTS = TOASTS.websiteContent;
