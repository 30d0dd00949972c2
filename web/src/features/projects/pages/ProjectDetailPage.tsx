import { Link, useParams } from 'react-router-dom';
import { ArrowLeftGlyph } from '../../../components/glyphs';
import { errorCode } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { IconGlyph } from '../../../lib/icons';
import { usePageTitle } from '../../../lib/page-title';
import { useProject } from '../api/projects';
import { STATUS_LABELS } from '../constants';
import '../projects.css';

export default function ProjectDetailPage() {
  const id = Number.parseInt(useParams().id ?? '', 10);
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error } = useProject(id, !valid);
  const project = data?.project;
  const notFound = !valid || errorCode(error) === 'NOT_FOUND';
  usePageTitle(notFound ? 'Project not found' : project?.title);

  if (notFound) {
    return (
      <div className="status-page">
        <h1 className="status-page__title">Project not found</h1>
        <p className="status-page__text">This project does not exist or is no longer in our portfolio.</p>
        <Link to="/projects" className="button button--primary">
          Back to Projects
        </Link>
      </div>
    );
  }
  if (!project) {
    return (
      <div className="status-page">
        <p className={`state-text${error ? ' state-text--error' : ''}`}>
          {loading ? 'Loading project...' : 'Error loading projects'}
        </p>
      </div>
    );
  }
  return (
    <article>
      <header className="page-hero project-detail__hero">
        <div className="container">
          <div className="project-card__icon project-detail__icon">
            <IconGlyph name={project.icon} />
          </div>
          <span className="project-card__category">{project.category}</span>
          <h1>{project.title}</h1>
          <p>Client: {project.client}</p>
        </div>
      </header>
      <section className="section">
        <div className="container project-detail">
          <dl className="project-detail__facts">
            <div>
              <dt>Status</dt>
              <dd>{STATUS_LABELS[project.status]}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>{formatDate(project.date)}</dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>{project.category}</dd>
            </div>
          </dl>
          <p className="project-detail__description">{project.description}</p>
          <div className="status-page__links">
            <Link to="/projects" className="button button--outline">
              <ArrowLeftGlyph /> All Projects
            </Link>
            <Link to="/get-quote" className="button button--primary">
              Start a Similar Project
            </Link>
          </div>
        </div>
      </section>
    </article>
  );
}
