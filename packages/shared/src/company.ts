/** Facts about the company that pages, structured data and mails repeat. */
export const COMPANY = {
  name: 'Brightline Software',
  legalName: 'Brightline Software Ltd.',
  slogan: 'Software development and consulting',
  description:
    'Brightline Software designs, builds and runs custom software, web and mobile apps, AI/ML and data solutions for growing businesses.',
  email: 'hello@brightline.example',
  telephone: '+1-555-010-2040',
  foundingYear: 2014,
  address: '350 Harbor Way, Suite 200, Boston, MA 02110, United States',
} as const;

/** The telephone number as a `tel:` link wants it: digits and the leading +. */
export const TELEPHONE_HREF = `tel:${COMPANY.telephone.replace(/[^\d+]/g, '')}`;

/** When the office answers; shown as `${days} ${hours}`. */
export const WORKING_HOURS: readonly { days: string; hours: string }[] = [
  { days: 'Mon-Fri', hours: '9:00 AM-6:00 PM' },
  { days: 'Sat', hours: '10:00 AM-4:00 PM' },
  { days: 'Sun', hours: 'closed' },
];
