import { Icon } from '../../common/icon';
import { ProjectStatus } from '../../modules/projects/project.entity';

type SeedProject = {
  title: string;
  client: string;
  category: string;
  status: ProjectStatus;
  date: string;
  description: string;
  featured: boolean;
  icon: Icon;
};

const portfolio = (p: Omit<SeedProject, 'status' | 'featured'>): SeedProject => ({
  ...p,
  status: ProjectStatus.COMPLETED,
  featured: false,
});

/** The store's five projects and the eight public portfolio projects (decisions.md item 3). */
export const SEED_PROJECTS: readonly SeedProject[] = [
  {
    title: 'E-Commerce Platform Redesign',
    client: 'TechRetail Inc.',
    category: 'Web Development',
    status: ProjectStatus.COMPLETED,
    date: '2025-09-15',
    description:
      'A headless storefront with faster search, a one-page checkout and a content workflow the marketing team runs on its own; conversion rose by a third in the first quarter.',
    featured: true,
    icon: Icon.GLOBE,
  },
  {
    title: 'Fleet Tracking Mobile App',
    client: 'Swift Couriers',
    category: 'Mobile Development',
    status: ProjectStatus.IN_PROGRESS,
    date: '2026-10-01',
    description:
      'A driver app for iOS and Android with live route tracking, proof of delivery and offline mode, linked to the dispatch office in real time.',
    featured: true,
    icon: Icon.SMARTPHONE,
  },
  {
    title: 'Customer Churn Prediction',
    client: 'Bluewave Telecom',
    category: 'AI/ML Solutions',
    status: ProjectStatus.IN_PROGRESS,
    date: '2026-08-20',
    description:
      'Models that score every subscriber for churn risk each night and suggest the retention offer most likely to keep them.',
    featured: true,
    icon: Icon.CPU,
  },
  {
    title: 'Learning Management System',
    client: 'Greenfield Academy',
    category: 'Custom Software',
    status: ProjectStatus.PLANNING,
    date: '2026-12-01',
    description:
      'Course authoring, enrolment, grading and parent reporting for a network of twelve schools, replacing three separate tools.',
    featured: false,
    icon: Icon.CODE,
  },
  {
    title: 'Sales Forecasting Dashboard',
    client: 'Pinnacle Foods',
    category: 'Data Analysis',
    status: ProjectStatus.COMPLETED,
    date: '2026-05-10',
    description:
      'A forecasting pipeline and dashboards that predict weekly demand per product and region, shared by sales, purchasing and production.',
    featured: true,
    icon: Icon.BAR_CHART_3,
  },
  portfolio({
    title: 'Enterprise Resource Planning Suite',
    client: 'Meridian Manufacturing',
    category: 'Custom Software',
    date: '2025-06-30',
    description:
      'A modular ERP platform that unites inventory, procurement and finance across four plants, cutting the month-end close from nine days to three.',
    icon: Icon.CODE,
  }),
  portfolio({
    title: 'Predictive Maintenance Platform',
    client: 'Atlas Logistics',
    category: 'AI/ML Solutions',
    date: '2025-04-18',
    description:
      'Machine-learning models that forecast component failures two weeks ahead across a fleet of 900 trucks, reducing unplanned downtime by 35%.',
    icon: Icon.CPU,
  }),
  portfolio({
    title: 'Patient Companion App',
    client: 'Harbor Health Clinics',
    category: 'Mobile Development',
    date: '2025-02-27',
    description:
      'An iOS and Android app for booking appointments, secure messaging with care teams and medication reminders, used by 40,000 patients.',
    icon: Icon.SMARTPHONE,
  }),
  portfolio({
    title: 'B2B Commerce Portal',
    client: 'Northfield Supply Co.',
    category: 'Web Development',
    date: '2024-11-12',
    description:
      'A wholesale ordering portal with customer-specific pricing and ERP integration that moved 70% of orders online within six months.',
    icon: Icon.GLOBE,
  }),
  portfolio({
    title: 'Cloud Engineering Bootcamp',
    client: 'Vantage Financial Group',
    category: 'Training Services',
    date: '2024-09-05',
    description:
      'A twelve-week, hands-on programme that trained 60 engineers in cloud architecture, infrastructure as code and DevOps practice.',
    icon: Icon.BOOK_OPEN,
  }),
  portfolio({
    title: 'Digital Banking Design System',
    client: 'Crestview Credit Union',
    category: 'Software Design',
    date: '2024-07-22',
    description:
      'A design language and component library shared by the web and mobile teams, shortening feature delivery by 40% and passing an accessibility audit.',
    icon: Icon.PRESENTATION,
  }),
  portfolio({
    title: 'Retail Analytics Warehouse',
    client: 'Urban Grocers',
    category: 'Data Analysis',
    date: '2024-05-14',
    description:
      'A data warehouse and self-service dashboards that give 120 store managers daily sales and waste figures, cutting spoilage by 65%.',
    icon: Icon.DATABASE,
  }),
  portfolio({
    title: 'Claims Processing Automation',
    client: 'Sentinel Insurance',
    category: 'Custom Software',
    date: '2024-03-08',
    description:
      'Document intake and workflow automation that settles routine insurance claims in minutes instead of days, with every decision audited.',
    icon: Icon.HARD_DRIVE,
  }),
];
