import type { IconName } from '../codes';

/** One of the consultancy's own services, as the site starts with it. */
export interface CatalogueService {
  readonly name: string;
  readonly description: string;
  readonly icon: IconName;
  readonly bulletPoints: readonly string[];
  readonly featured: boolean;
}

/**
 * The consultancy's services catalogue in the Services page's card order: the database seed
 * and the web app's samples both read it. Web Development appears once; four are featured on
 * the home page.
 */
export const CATALOGUE_SERVICES: readonly CatalogueService[] = [
  {
    name: 'Custom Software Solutions',
    description:
      'Software built around the way your business works, from internal tools to customer-facing platforms. We take a product from first idea to production and stay to run and improve it.',
    icon: 'CODE',
    bulletPoints: [
      'Requirements workshops and a written scope before any code is written',
      'Architecture designed for your scale, budget and security needs',
      'Delivery in two-week iterations with a working demo at the end of each',
      'Integration with your ERP, CRM, payment and identity systems',
      'Automated tests, code review and CI/CD pipelines from day one',
    ],
    featured: true,
  },
  {
    name: 'Software Design',
    description:
      'Interfaces and system designs that make complex work simple. Our designers and architects turn research into flows, prototypes and technical blueprints your team can build on.',
    icon: 'PRESENTATION',
    bulletPoints: [
      'User research, interviews and usability testing',
      'Wireframes and clickable prototypes validated with real users',
      'Design systems and component libraries shared by design and development',
      'Accessibility reviewed against WCAG 2.2 AA',
      'System architecture, data models and API design documents',
    ],
    featured: false,
  },
  {
    name: 'Web Development',
    description:
      'Fast, secure and accessible websites and web applications, from marketing sites to complex portals. Built on proven frameworks and designed to be easy for your team to maintain.',
    icon: 'GLOBE',
    bulletPoints: [
      'Responsive front ends built with React and TypeScript',
      'Robust APIs and back ends on Node.js, .NET or Java',
      'Performance budgets and Core Web Vitals monitoring',
      'Security hardening guided by the OWASP Top 10',
      'Content management your editors can run without developers',
    ],
    featured: true,
  },
  {
    name: 'AI/ML Solutions',
    description:
      'Practical machine learning that pays for itself: forecasting, classification, document processing and language models applied to your own data, with measurable results.',
    icon: 'CPU',
    bulletPoints: [
      'Feasibility studies that test an idea on your data before you commit',
      'Predictive models for demand, churn, risk and maintenance',
      'Document and text processing with large language models',
      'Model deployment, monitoring and scheduled retraining (MLOps)',
      'Responsible AI reviews covering bias, privacy and explainability',
    ],
    featured: true,
  },
  {
    name: 'Software Training',
    description:
      'Hands-on courses that help your engineers adopt new technologies and practices with confidence. Delivered on site or remotely and tailored to your stack and level.',
    icon: 'BOOK_OPEN',
    bulletPoints: [
      'Courses on cloud architecture, DevOps and modern web development',
      'Programmes tailored to your team, your stack and your codebase',
      'Hands-on labs and exercises drawn from real projects',
      'Assessments before and after to measure progress',
      'Follow-up mentoring and code reviews after the course',
    ],
    featured: false,
  },
  {
    name: 'Consulting Services',
    description:
      'Independent, experienced advice on technology strategy, architecture and delivery. We help you decide what to build, how to build it and how to get there with less risk.',
    icon: 'LIGHTBULB',
    bulletPoints: [
      'Technology strategy and product roadmaps aligned with business goals',
      'Architecture and code audits with a prioritised list of improvements',
      'Cloud migration and cost optimisation plans',
      'Delivery process reviews and agile coaching',
      'Vendor selection and due diligence for investments and acquisitions',
    ],
    featured: true,
  },
  {
    name: 'Data Analysis',
    description:
      'Turn scattered data into reliable figures and clear decisions. We build the pipelines, warehouses and dashboards that give every team one trusted view of the business.',
    icon: 'BAR_CHART_3',
    bulletPoints: [
      'Data pipelines that collect and clean data from every source',
      'Data warehouses and models designed for reporting',
      'Interactive dashboards and self-service reporting',
      'Statistical analysis and forecasting',
      'Data quality checks, governance and documentation',
    ],
    featured: false,
  },
  {
    name: 'Mobile App Development',
    description:
      'Native and cross-platform apps for iOS and Android that people enjoy using. We design, build, publish and support apps that work reliably, online and off.',
    icon: 'SMARTPHONE',
    bulletPoints: [
      'Cross-platform apps with React Native or Flutter, or native Swift and Kotlin',
      'Offline mode and data synchronisation',
      'Push notifications, payments and device features such as camera and location',
      'App Store and Google Play publishing and release management',
      'Crash reporting, analytics and ongoing updates',
    ],
    featured: false,
  },
];
