/**
 * Facts about the company that the public pages repeat. The web app's copy of
 * server/src/site/company.ts (the web talks to the server only through GraphQL), plus what only
 * the pages show: the postal address and the working hours.
 */
export const COMPANY = {
  name: 'Brightline Software',
  slogan: 'Software development and consulting',
  email: 'hello@brightline.example',
  telephone: '+1-555-010-2040',
  foundingYear: 2014,
  address: '350 Harbor Way, Suite 200, Boston, MA 02110, United States',
} as const;

/** The telephone number as a `tel:` link wants it: digits and the leading +. */
export const TELEPHONE_HREF = `tel:${COMPANY.telephone.replace(/[^\d+]/g, '')}`;

/** When the office answers (spec: business constants); shown as `${days} ${hours}`. */
export const WORKING_HOURS: readonly { days: string; hours: string }[] = [
  { days: 'Mon-Fri', hours: '9:00 AM-6:00 PM' },
  { days: 'Sat', hours: '10:00 AM-4:00 PM' },
  { days: 'Sun', hours: 'closed' },
];
