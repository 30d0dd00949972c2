/** Limits of the public quote form's fields, as stored (characters, on trimmed text). */
export const QUOTE_LIMITS = {
  nameMin: 2,
  name: 100,
  email: 254,
  phoneMin: 10,
  phone: 30,
  company: 200,
  messageMin: 10,
  message: 5000,
  notes: 2000,
} as const;
const L = QUOTE_LIMITS;

export const QUOTE_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  nameMax: `Name must be at most ${L.name} characters.`,
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  phoneMax: `Phone number must be at most ${L.phone} characters.`,
  companyMax: `Company must be at most ${L.company} characters.`,
  budget: 'Please choose one of the budget ranges.',
  services: 'Please select at least one service.',
  servicesUnique: 'Please select each service only once.',
  message: 'Message must be at least 10 characters.',
  messageMax: `Message must be at most ${L.message} characters.`,
  status: 'Choose a valid status',
  notesMax: `Notes must be at most ${L.notes} characters`,
  deleteConfirm: 'Are you sure you want to delete this quote?',
} as const;

/** Limits of the back office's quote list and of the Convert to Project form. */
export const CONVERSION_LIMITS = {
  search: 200,
  duration: 100,
  /** Milestones and deliverables: how many, and how long each. */
  items: 50,
  item: 300,
  /** The largest project amount: a typing slip (a few extra zeros) is refused, not stored. */
  amountMax: 100_000_000,
} as const;
const C = CONVERSION_LIMITS;

/** A quote waiting longer than this many working days is overdue. */
export const QUOTE_RESPONSE_WORKING_DAYS = 2;

export const CONVERSION_MESSAGES = {
  amountRequired: 'Project amount is required',
  amount: 'Project amount must be an amount such as 12000 or 12000.50',
  amountMax: `Project amount must be at most ${C.amountMax.toLocaleString('en-US')}`,
  durationRequired: 'Project duration is required',
  durationMax: `Project duration must be at most ${C.duration} characters`,
  itemMax: `Each milestone and deliverable must be at most ${C.item} characters`,
  itemsMax: `At most ${C.items} milestones and ${C.items} deliverables`,
  startDateRequired: 'Start date is required',
  endDateRequired: 'Estimated end date is required',
  date: 'Dates must be valid (YYYY-MM-DD)',
  endBeforeStart: 'Estimated end date cannot be earlier than the start date',
  alreadyConverted: 'This quote has already been converted to a project',
  searchMax: `Search must be at most ${C.search} characters`,
} as const;
