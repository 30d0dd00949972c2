import { Link } from 'react-router-dom';
import type { ServiceFieldsFragment } from '../../../gql/graphql';
import { useFeaturedServices } from '../api/services';
import { ServiceCard } from './ServiceCard';
import '../services.css';

export function FeaturedServicesView({
  loading,
  error,
  services,
}: {
  loading: boolean;
  error?: unknown;
  services: readonly ServiceFieldsFragment[];
}) {
  let body;
  if (loading && services.length === 0) body = <p className="state-text">Loading services...</p>;
  else if (error && services.length === 0)
    body = <p className="state-text state-text--error">Error loading services</p>;
  else
    body = (
      <div className="featured-services__grid">
        {services.map((s) => (
          <ServiceCard key={s.id} service={s} compact />
        ))}
      </div>
    );
  return (
    // id="services": the footer's '/#services' link lands here.
    <section id="services" className="section featured-services" aria-labelledby="featured-services-heading">
      <div className="container">
        <h2 id="featured-services-heading" className="section__title">
          Our Services
        </h2>
        <p className="section__lead">
          From first idea to launch and beyond: the expertise we bring to every product we design, build and support.
        </p>
        {body}
        <div className="featured-services__more">
          <Link to="/services" className="button button--primary">
            View All Services
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The home page's featured services (4 columns), read from the API. */
export function FeaturedServices() {
  const { data, loading, error } = useFeaturedServices();
  return <FeaturedServicesView loading={loading} error={error} services={data?.featuredServices ?? []} />;
}
