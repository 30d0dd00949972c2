import { atMost } from './messages';

/** Limits of a project's fields, as stored (characters, on trimmed text). */
export const PROJECT_LIMITS = { title: 200, client: 200, category: 200, description: 5000, search: 200 } as const;
const L = PROJECT_LIMITS;

export const PROJECT_MESSAGES = {
  titleRequired: 'Project title is required',
  titleMax: atMost('Project title', L.title),
  clientRequired: 'Client is required',
  clientMax: atMost('Client', L.client),
  categoryRequired: 'Category is required',
  categoryMax: atMost('Category', L.category),
  status: 'Choose a valid status',
  dateRequired: 'Date is required',
  date: 'Date must be a valid date (YYYY-MM-DD)',
  descriptionRequired: 'Description is required',
  descriptionMax: atMost('Description', L.description),
  icon: 'Choose a valid icon',
  searchMax: atMost('Search', L.search),
  deleteConfirm: 'Are you sure you want to delete this project?',
} as const;
