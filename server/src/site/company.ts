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
} as const;
