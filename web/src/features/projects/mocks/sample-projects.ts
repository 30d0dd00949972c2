import type { ProjectFieldsFragment } from '../../../gql/graphql';

/** A project as the API sends it, __typename included (Apollo's cache normalises on it). */
export type MockProject = ProjectFieldsFragment & { __typename: 'Project' };

type Fields = Omit<MockProject, '__typename' | 'id' | 'status' | 'featured'> &
  Partial<Pick<MockProject, 'status' | 'featured'>>;

let nextId = 1;
const project = (fields: Fields): MockProject => ({
  __typename: 'Project',
  id: nextId++,
  status: 'COMPLETED',
  featured: false,
  ...fields,
});

/**
 * The server's 13 seed projects (server/src/db/seed/projects.ts) in the seed's order; one is On Hold
 * here so every status appears.
 */
export const sampleProjects: readonly MockProject[] = [
  project({
    title: 'E-Commerce Platform Redesign',
    client: 'TechRetail Inc.',
    category: 'Web Development',
    date: '2025-09-15',
    description:
      'A headless storefront with faster search, a one-page checkout and a content workflow the marketing team runs on its own; conversion rose by a third in the first quarter.',
    featured: true,
    icon: 'GLOBE',
  }),
  project({
    title: 'Fleet Tracking Mobile App',
    client: 'Swift Couriers',
    category: 'Mobile Development',
    status: 'IN_PROGRESS',
    date: '2026-10-01',
    description:
      'A driver app for iOS and Android with live route tracking, proof of delivery and offline mode, linked to the dispatch office in real time.',
    featured: true,
    icon: 'SMARTPHONE',
  }),
  project({
    title: 'Customer Churn Prediction',
    client: 'Bluewave Telecom',
    category: 'AI/ML Solutions',
    status: 'IN_PROGRESS',
    date: '2026-08-20',
    description:
      'Models that score every subscriber for churn risk each night and suggest the retention offer most likely to keep them.',
    featured: true,
    icon: 'CPU',
  }),
  project({
    title: 'Learning Management System',
    client: 'Greenfield Academy',
    category: 'Custom Software',
    status: 'PLANNING',
    date: '2026-12-01',
    description:
      'Course authoring, enrolment, grading and parent reporting for a network of twelve schools, replacing three separate tools.',
    icon: 'CODE',
  }),
  project({
    title: 'Sales Forecasting Dashboard',
    client: 'Pinnacle Foods',
    category: 'Data Analysis',
    date: '2026-05-10',
    description:
      'A forecasting pipeline and dashboards that predict weekly demand per product and region, shared by sales, purchasing and production.',
    featured: true,
    icon: 'BAR_CHART_3',
  }),
  project({
    title: 'Enterprise Resource Planning Suite',
    client: 'Meridian Manufacturing',
    category: 'Custom Software',
    date: '2025-06-30',
    description:
      'A modular ERP platform that unites inventory, procurement and finance across four plants, cutting the month-end close from nine days to three.',
    icon: 'CODE',
  }),
  project({
    title: 'Predictive Maintenance Platform',
    client: 'Atlas Logistics',
    category: 'AI/ML Solutions',
    status: 'ON_HOLD',
    date: '2025-04-18',
    description:
      'Machine-learning models that forecast component failures two weeks ahead across a fleet of 900 trucks, reducing unplanned downtime by 35%.',
    icon: 'CPU',
  }),
  project({
    title: 'Patient Companion App',
    client: 'Harbor Health Clinics',
    category: 'Mobile Development',
    date: '2025-02-27',
    description:
      'An iOS and Android app for booking appointments, secure messaging with care teams and medication reminders, used by 40,000 patients.',
    icon: 'SMARTPHONE',
  }),
  project({
    title: 'B2B Commerce Portal',
    client: 'Northfield Supply Co.',
    category: 'Web Development',
    date: '2024-11-12',
    description:
      'A wholesale ordering portal with customer-specific pricing and ERP integration that moved 70% of orders online within six months.',
    icon: 'GLOBE',
  }),
  project({
    title: 'Cloud Engineering Bootcamp',
    client: 'Vantage Financial Group',
    category: 'Training Services',
    date: '2024-09-05',
    description:
      'A twelve-week, hands-on programme that trained 60 engineers in cloud architecture, infrastructure as code and DevOps practice.',
    icon: 'BOOK_OPEN',
  }),
  project({
    title: 'Digital Banking Design System',
    client: 'Crestview Credit Union',
    category: 'Software Design',
    date: '2024-07-22',
    description:
      'A design language and component library shared by the web and mobile teams, shortening feature delivery by 40% and passing an accessibility audit.',
    icon: 'PRESENTATION',
  }),
  project({
    title: 'Retail Analytics Warehouse',
    client: 'Urban Grocers',
    category: 'Data Analysis',
    date: '2024-05-14',
    description:
      'A data warehouse and self-service dashboards that give 120 store managers daily sales and waste figures, cutting spoilage by 65%.',
    icon: 'DATABASE',
  }),
  project({
    title: 'Claims Processing Automation',
    client: 'Sentinel Insurance',
    category: 'Custom Software',
    date: '2024-03-08',
    description:
      'Document intake and workflow automation that settles routine insurance claims in minutes instead of days, with every decision audited.',
    icon: 'HARD_DRIVE',
  }),
];

/** Looks a sample up by id; throws so a typo in a story or test shows at once. */
export function sampleProject(id: number): MockProject {
  const found = sampleProjects.find((p) => p.id === id);
  if (!found) throw new Error(`No sample project with id ${id}`);
  return found;
}
