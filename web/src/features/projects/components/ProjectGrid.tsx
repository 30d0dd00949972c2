import type { ProjectFieldsFragment } from '../../../gql/graphql';
import { ProjectCard } from './ProjectCard';

interface ProjectGridProps {
  loading: boolean;
  error?: unknown;
  projects: readonly ProjectFieldsFragment[];
}

/** The public grid with its loading, error and empty states. */
export function ProjectGrid({ loading, error, projects }: ProjectGridProps) {
  // While loading, the grid keeps the height of a page of cards, so the footer does not jump.
  if (loading && projects.length === 0)
    return <p className="state-text project-grid__placeholder">Loading projects...</p>;
  if (error && projects.length === 0) return <p className="state-text state-text--error">Error loading projects</p>;
  if (projects.length === 0) return <p className="state-text">No projects found</p>;
  return (
    <div className="project-grid" aria-busy={loading}>
      {projects.map((project) => (
        <ProjectCard key={project.id} project={project} />
      ))}
    </div>
  );
}
