import { Link } from 'react-router-dom';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import { useFeaturedProjects } from '../api/projects';
import '../projects.css';

export function FeaturedProjectCard({ project }: { project: ProjectFieldsFragment }) {
  return (
    <article className="featured-card">
      <span className="project-card__category">{project.category}</span>
      <h3 className="project-card__title">{project.title}</h3>
      <p className="project-card__description">{project.description}</p>
      <p className="featured-card__soon">Case Study Coming Soon</p>
    </article>
  );
}

export function FeaturedProjectsView({
  loading,
  error,
  projects,
}: {
  loading: boolean;
  error?: unknown;
  projects: readonly ProjectFieldsFragment[];
}) {
  let body;
  if (loading && projects.length === 0) body = <p className="state-text">Loading projects...</p>;
  else if (error && projects.length === 0)
    body = <p className="state-text state-text--error">Error loading projects</p>;
  else
    body = (
      <div className="featured-grid">
        {projects.map((p) => (
          <FeaturedProjectCard key={p.id} project={p} />
        ))}
      </div>
    );
  return (
    <section className="section featured-projects" aria-labelledby="featured-projects-heading">
      <div className="container">
        <h2 id="featured-projects-heading" className="section__title">
          Featured Projects
        </h2>
        <p className="section__lead">A few of the products we have designed, built and launched with our clients.</p>
        {body}
        <div className="featured-projects__more">
          <Link to="/projects" className="button button--primary">
            View All Projects
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The home page's featured projects (2 columns), read from the API. */
export function FeaturedProjects() {
  const { data, loading, error } = useFeaturedProjects();
  return <FeaturedProjectsView loading={loading} error={error} projects={data?.featuredProjects ?? []} />;
}
