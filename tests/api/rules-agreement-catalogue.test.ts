import 'reflect-metadata';
import { ICON, PROJECT_STATUS } from '@site/shared';
import { CreateProjectInput } from '../../server/src/modules/projects/project.inputs';
import { CreateServiceInput } from '../../server/src/modules/services/service.inputs';
import { projectSchema } from '../../web/src/features/projects/schemas/project.schema';
import { serviceSchema } from '../../web/src/features/services/schemas/service.schema';
import { describeRulesAgreement, text, type Form } from '../fixtures/rules-agreement';

// The catalogue forms (projects, services), checked by the web schema and the API input alike
// (machinery in tests/fixtures/rules-agreement.ts).

const FORMS: Record<string, Form> = {
  project: {
    web: projectSchema,
    server: CreateProjectInput,
    enums: { status: PROJECT_STATUS, icon: ICON },
    valid: {
      title: 'Shop',
      client: 'Acme',
      category: 'Web Development',
      status: 'PLANNING',
      date: '2025-09-15',
      description: 'A shop.',
      featured: false,
      icon: 'CODE',
    },
    samples: {
      title: ['', '   ', text(200), ` ${text(200)} `, text(201)],
      client: ['', '\t', text(200), text(201)],
      category: ['', text(200), text(201)],
      status: ['IN_PROGRESS', 'ON_HOLD', 'ARCHIVED', ''],
      date: ['', '2024-02-29', '2026-02-29', '15/09/2025', '2025-9-15'],
      description: ['', ' ', text(5000), text(5001)],
      icon: ['BAR_CHART_3', 'LIGHTBULB', 'SPARKLES'],
    },
  },
  service: {
    web: serviceSchema,
    server: CreateServiceInput,
    enums: { icon: ICON },
    valid: {
      name: 'Cloud Migration',
      description: 'Moving your systems to the cloud.',
      icon: 'GLOBE',
      bulletPoints: ['Assessment', 'Plan'],
      featured: false,
    },
    samples: {
      name: ['', '  ', text(100), ` ${text(100)} `, text(101)],
      description: ['', '\t', text(1000), text(1001)],
      icon: ['BOOK_OPEN', 'LIGHTBULB', 'SPARKLES'],
      bulletPoints: [[], [''], [' '], [text(200)], [text(201)], Array(8).fill('Point'), Array(9).fill('Point')],
    },
  },
};

describeRulesAgreement(FORMS);
