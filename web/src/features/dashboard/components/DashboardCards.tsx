import { AppstoreOutlined, FileTextOutlined, ProjectOutlined, TeamOutlined } from '@ant-design/icons';
import type { TypedDocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import {
  ContentPagesCountDocument,
  EmployeesCountDocument,
  ServicesCountDocument,
  TotalProjectsDocument,
} from '../api/dashboard';
import { CountCard } from './CountCard';

type Figure = 'totalProjects' | 'employees' | 'contentPages' | 'services';
type FigureQuery = TypedDocumentNode<{ dashboardCounts: Partial<Record<Figure, number>> }, Record<string, never>>;

const CARDS: { title: string; description: string; icon: ReactNode; query: FigureQuery; figure: Figure }[] = [
  {
    title: 'Total Projects',
    description: 'Projects in every status',
    icon: <ProjectOutlined />,
    query: TotalProjectsDocument,
    figure: 'totalProjects',
  },
  {
    title: 'Employees',
    description: 'People on the team',
    icon: <TeamOutlined />,
    query: EmployeesCountDocument,
    figure: 'employees',
  },
  {
    title: 'Content Pages',
    description: 'Pages of the website',
    icon: <FileTextOutlined />,
    query: ContentPagesCountDocument,
    figure: 'contentPages',
  },
  {
    title: 'Services',
    description: 'Services offered to clients',
    icon: <AppstoreOutlined />,
    query: ServicesCountDocument,
    figure: 'services',
  },
];

/** The four figures, each counted by the server and loaded on its own. */
export function DashboardCards() {
  return (
    <section aria-label="Key figures" className="dashboard-cards">
      {CARDS.map(({ figure, ...card }) => (
        <CountCard key={figure} {...card} count={(d) => d.dashboardCounts[figure] ?? 0} />
      ))}
    </section>
  );
}
