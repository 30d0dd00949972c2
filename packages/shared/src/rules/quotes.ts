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
