import type { IconName, ProjectStatusName } from '../codes';

/** One of the consultancy's projects, as the site starts with it. */
export interface CatalogueProject {
  readonly title: string;
  readonly client: string;
  readonly category: string;
  readonly status: ProjectStatusName;
  /** ISO date, YYYY-MM-DD. */
  readonly date: string;
  readonly description: string;
  readonly featured: boolean;
  readonly icon: IconName;
}

/** A finished project of the public portfolio, not featured on the home page. */
const portfolio = (p: Omit<CatalogueProject, 'status' | 'featured'>): CatalogueProject => ({
  ...p,
  status: 'COMPLETED',
  featured: false,
});

/**
 * The five projects the back office starts with, then the eight of the public portfolio, in
 * the order the database seed inserts them; the web app's samples read them too.
 */
export const CATALOGUE_PROJECTS: readonly CatalogueProject[] = [
  {
    title: 'E-Commerce Platform Redesign',
    client: 'TechRetail Inc.',
    category: 'Web Development',
    status: 'COMPLETED',
    date: '2025-09-15',
    description:
      'A headless storefront with faster search, a one-page checkout and a content workflow the marketing team runs on its own; conversion rose by a third in the first quarter.',
    featured: true,
    icon: 'GLOBE',
  },
  {
    title: 'Fleet Tracking Mobile App',
    client: 'Swift Couriers',
    category: 'Mobile Development',
    status: 'IN_PROGRESS',
    date: '2026-10-01',
    description:
      'A driver app for iOS and Android with live route tracking, proof of delivery and offline mode, linked to the dispatch office in real time.',
    featured: true,
    icon: 'SMARTPHONE',
  },
  {
    title: 'Customer Churn Prediction',
    client: 'Bluewave Telecom',
    category: 'AI/ML Solutions',
    status: 'IN_PROGRESS',
    date: '2026-08-20',
    description:
      'Models that score every subscriber for churn risk each night and suggest the retention offer most likely to keep them.',
    featured: true,
    icon: 'CPU',
  },
  {
    title: 'Learning Management System',
    client: 'Greenfield Academy',
    category: 'Custom Software',
    status: 'PLANNING',
    date: '2026-12-01',
    description:
      'Course authoring, enrolment, grading and parent reporting for a network of twelve schools, replacing three separate tools.',
    featured: false,
    icon: 'CODE',
  },
  {
    title: 'Sales Forecasting Dashboard',
    client: 'Pinnacle Foods',
    category: 'Data Analysis',
    status: 'COMPLETED',
    date: '2026-05-10',
    description:
      'A forecasting pipeline and dashboards that predict weekly demand per product and region, shared by sales, purchasing and production.',
    featured: true,
    icon: 'BAR_CHART_3',
  },
  portfolio({
    title: 'Enterprise Resource Planning Suite',
    client: 'Meridian Manufacturing',
    category: 'Custom Software',
    date: '2025-06-30',
    description:
      'A modular ERP platform that unites inventory, procurement and finance across four plants, cutting the month-end close from nine days to three.',
    icon: 'CODE',
  }),
  portfolio({
    title: 'Predictive Maintenance Platform',
    client: 'Atlas Logistics',
    category: 'AI/ML Solutions',
    date: '2025-04-18',
    description:
      'Machine-learning models that forecast component failures two weeks ahead across a fleet of 900 trucks, reducing unplanned downtime by 35%.',
    icon: 'CPU',
  }),
  portfolio({
    title: 'Patient Companion App',
    client: 'Harbor Health Clinics',
    category: 'Mobile Development',
    date: '2025-02-27',
    description:
      'An iOS and Android app for booking appointments, secure messaging with care teams and medication reminders, used by 40,000 patients.',
    icon: 'SMARTPHONE',
  }),
  portfolio({
    title: 'B2B Commerce Portal',
    client: 'Northfield Supply Co.',
    category: 'Web Development',
    date: '2024-11-12',
    description:
      'A wholesale ordering portal with customer-specific pricing and ERP integration that moved 70% of orders online within six months.',
    icon: 'GLOBE',
  }),
  portfolio({
    title: 'Cloud Engineering Bootcamp',
    client: 'Vantage Financial Group',
    category: 'Training Services',
    date: '2024-09-05',
    description:
      'A twelve-week, hands-on programme that trained 60 engineers in cloud architecture, infrastructure as code and DevOps practice.',
    icon: 'BOOK_OPEN',
  }),
  portfolio({
    title: 'Digital Banking Design System',
    client: 'Crestview Credit Union',
    category: 'Software Design',
    date: '2024-07-22',
    description:
      'A design language and component library shared by the web and mobile teams, shortening feature delivery by 40% and passing an accessibility audit.',
    icon: 'PRESENTATION',
  }),
  portfolio({
    title: 'Retail Analytics Warehouse',
    client: 'Urban Grocers',
    category: 'Data Analysis',
    date: '2024-05-14',
    description:
      'A data warehouse and self-service dashboards that give 120 store managers daily sales and waste figures, cutting spoilage by 65%.',
    icon: 'DATABASE',
  }),
  portfolio({
    title: 'Claims Processing Automation',
    client: 'Sentinel Insurance',
    category: 'Custom Software',
    date: '2024-03-08',
    description:
      'Document intake and workflow automation that settles routine insurance claims in minutes instead of days, with every decision audited.',
    icon: 'HARD_DRIVE',
  }),
];
