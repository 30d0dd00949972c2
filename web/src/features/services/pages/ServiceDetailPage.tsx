import { Link, useParams } from 'react-router-dom';
import { errorCode } from '../../../lib/errors';
import { IconGlyph } from '../../../lib/icons';
import { useService } from '../api/services';
import { ArrowLeftGlyph, CheckGlyph } from '../../../components/glyphs';
import { usePageTitle } from '../../../lib/page-title';
import '../services.css';
import { PageLoadFailed, PageLoading } from '../../../components/LoadStates';

/** The largest id GraphQL's Int can carry: anything past it cannot name a service. */
const MAX_ID = 2_147_483_647;

/** The id in the address, or NaN unless it is a plain positive integer ('12abc', '1.5' and '0' are not). */
function parseId(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d*$/.test(raw)) return Number.NaN;
  const id = Number(raw);
  return id <= MAX_ID ? id : Number.NaN;
}

export default function ServiceDetailPage() {
  const id = parseId(useParams().id);
  const valid = !Number.isNaN(id);
  const { data, loading, error, refetch } = useService(id, !valid);
  const service = data?.service;
  const notFound = !valid || errorCode(error) === 'NOT_FOUND';
  usePageTitle(notFound ? 'Service not found' : service?.name);

  if (notFound) {
    return (
      <div className="status-page">
        <h1 className="status-page__title">Service not found</h1>
        <p className="status-page__text">This service does not exist or is no longer one we offer.</p>
        <Link to="/services" className="button button--primary">
          Back to Services
        </Link>
      </div>
    );
  }
  if (!service) {
    if (loading || !error) {
      return <PageLoading label="Loading service..." />;
    }
    return <PageLoadFailed title="Error loading services" error={error} onRetry={refetch} />;
  }
  return (
    <article className="service-detail">
      <header className="page-hero">
        <div className="container">
          <div className="service-card__icon service-detail__icon">
            <IconGlyph name={service.icon} />
          </div>
          <h1>{service.name}</h1>
          <p>{service.description}</p>
        </div>
      </header>
      <section className="section service-detail__body" aria-labelledby="service-points-heading">
        <div className="container service-detail__column">
          <h2 id="service-points-heading" className="service-detail__heading">
            What&apos;s included
          </h2>
          <ul className="service-detail__points">
            {service.bulletPoints.map((point, index) => (
              <li key={`${index}:${point}`}>
                <CheckGlyph className="service-detail__tick" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <aside className="service-detail__cta" aria-labelledby="service-cta-heading">
            <h2 id="service-cta-heading" className="service-detail__cta-title">
              Ready to get started?
            </h2>
            <p className="service-detail__cta-text">
              Tell us about your project and we will get back to you with a tailored proposal.
            </p>
            <div className="status-page__links service-detail__actions">
              <Link to="/services" className="button button--outline">
                <ArrowLeftGlyph /> Back to Services
              </Link>
              <Link to="/get-quote" className="button button--primary">
                Request a Quote
              </Link>
            </div>
          </aside>
        </div>
      </section>
    </article>
  );
}
