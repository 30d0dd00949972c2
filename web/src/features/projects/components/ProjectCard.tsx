import { Link } from 'react-router-dom';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import { IconGlyph } from '../../../lib/icons';

/** A card of the public portfolio: icon, title, category, description, client and 'Read More'. */
export function ProjectCard({ project }: { project: ProjectFieldsFragment }) {
  return (
    <article className="project-card" aria-labelledby={`project-${project.id}-title`}>
      <div className="project-card__icon">
        <IconGlyph name={project.icon} />
      </div>
      <span className="project-card__category">{project.category}</span>
      <h2 id={`project-${project.id}-title`} className="project-card__title">
        {project.title}
      </h2>
      <p className="project-card__description">{project.description}</p>
      <p className="project-card__client">Client: {project.client}</p>
      <Link to={`/projects/${project.id}`} className="button button--outline project-card__more">
        Read More<span className="visually-hidden"> about {project.title}</span>
      </Link>
    </article>
  );
}
