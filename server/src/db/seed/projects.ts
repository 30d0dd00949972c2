import { CATALOGUE_PROJECTS, ICON, PROJECT_STATUS } from '@site/shared';
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

/**
 * The store's five projects and the eight public portfolio projects: the
 * shared catalogue as rows, with its icons and statuses as stored codes.
 */
export const SEED_PROJECTS: readonly SeedProject[] = CATALOGUE_PROJECTS.map((project) => ({
  ...project,
  status: PROJECT_STATUS[project.status].value,
  icon: ICON[project.icon].value,
}));
