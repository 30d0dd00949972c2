import 'reflect-metadata';
import { BUDGET, REQUESTED_SERVICE } from '@site/shared';
import { LoginArgs, RequestPasswordResetArgs, ResetPasswordArgs } from '../../server/src/auth/auth.resolver';
import { passwordProblems } from '../../server/src/auth/password-policy';
import { ContactMessageInput } from '../../server/src/modules/contact/contact-message.inputs';
import { SubscribeArgs } from '../../server/src/modules/content/newsletter.resolver';
import { QuoteRequestInput } from '../../server/src/modules/quotes/quote-request.inputs';
import { loginSchema } from '../../web/src/features/auth/schemas/login.schema';
import { forgotPasswordSchema, resetPasswordSchema } from '../../web/src/features/auth/schemas/password.schema';
import { contactSchema } from '../../web/src/features/content/schemas/contact.schema';
import { newsletterSchema } from '../../web/src/features/content/schemas/newsletter.schema';
import { quoteSchema } from '../../web/src/features/quotes/schemas/quote.schema';
import {
  BAD_EMAILS,
  describeRulesAgreement,
  GOOD_EMAILS,
  MAX_EMAILS,
  text,
  type Form,
  type Messages,
} from '../fixtures/rules-agreement';

// The public forms (quote request, contact, newsletter) and the sign-in and password forms, checked
// by the web schema and the API input alike (machinery in tests/fixtures/rules-agreement.ts).

const FORMS: Record<string, Form> = {
  quote: {
    web: quoteSchema,
    server: QuoteRequestInput,
    enums: { budget: BUDGET, services: REQUESTED_SERVICE },
    valid: {
      name: 'Jane Cooper',
      email: 'jane@example.com',
      phone: '+1 555 010 2040',
      company: '',
      budget: 'BUDGET_10K_25K',
      services: ['WEB_DEVELOPMENT'],
      message: 'We need a new shop.',
      website: '',
    },
    samples: {
      name: ['', ' A ', 'Al', text(100), text(101)],
      email: [...BAD_EMAILS, ...GOOD_EMAILS, ...MAX_EMAILS],
      phone: [
        '',
        '555 0100',
        '0123456789',
        ' 123456789 ',
        'call me maybe',
        '++44 ----------',
        text(30, '1'),
        text(31, '1'),
      ],
      company: ['Acme', text(200), text(201)],
      budget: ['BUDGET_50K_PLUS', 'BUDGET_1M'],
      services: [[], ['AI_ML', 'DATA_ANALYSIS'], ['AI_ML', 'AI_ML'], ['TIME_TRAVEL']],
      message: ['', 'too short', text(10), ` ${text(9)} `, text(5000), text(5001)],
    },
  },
  contact: {
    web: contactSchema,
    server: ContactMessageInput,
    valid: {
      name: 'Tom',
      email: 'tom@fieldwork.example',
      subject: 'Hello',
      message: 'A question about you.',
      website: '',
    },
    samples: {
      name: ['', ' T ', 'To', text(100), text(101)],
      email: [...BAD_EMAILS, 'tom@fieldwork', ...GOOD_EMAILS, ...MAX_EMAILS],
      subject: ['', '\n', text(200), text(201)],
      message: ['', 'too short', text(10), text(5000), text(5001)],
    },
  },
  newsletter: {
    web: newsletterSchema,
    server: SubscribeArgs,
    valid: { email: 'reader@example.com' },
    samples: { email: [...BAD_EMAILS, ...GOOD_EMAILS, ...MAX_EMAILS] },
  },
  login: {
    web: loginSchema,
    server: LoginArgs,
    valid: { email: 'admin@brightline.example', password: 'Admin#2026' },
    samples: {
      email: [...BAD_EMAILS, ...GOOD_EMAILS, ...MAX_EMAILS],
      password: ['', '   ', text(128), text(129)],
    },
  },
  forgotPassword: {
    web: forgotPasswordSchema,
    server: RequestPasswordResetArgs,
    valid: { email: 'admin@brightline.example' },
    samples: { email: [...BAD_EMAILS, ...GOOD_EMAILS, ...MAX_EMAILS] },
  },
  resetPassword: {
    web: resetPasswordSchema,
    server: ResetPasswordArgs,
    valid: { token: 'a-reset-token', password: 'Vq7#mZ2p-lantern' },
    webOnly: { confirmPassword: 'Vq7#mZ2p-lantern' },
    // The length is checked by the password policy, with the same messages.
    serverAlso: ({ password }): Messages =>
      typeof password === 'string' && password !== '' ? { password: passwordProblems(password) } : {},
    samples: { password: ['', 'Vq7#mZ2', 'Vq7#mZ2p', '🔐🔐🔐🔐🔐🔐🔐🔐', text(120, 'Vq7#') + 'mZ2p', text(129, 'q')] },
  },
};

describeRulesAgreement(FORMS);
