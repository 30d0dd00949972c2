import { RetryButton } from '../../../components/LoadStates';
import type { ServiceFieldsFragment } from '../../../gql/graphql';
import { ServiceCard } from './ServiceCard';

interface ServiceGridProps {
  loading: boolean;
  error?: unknown;
  services: readonly ServiceFieldsFragment[];
  /** Offered with the error text; without it the error has no button. */
  onRetry?: () => unknown;
}

/** The Services page's grid of every service, with its loading, error and empty states. */
export function ServiceGrid({ loading, error, services, onRetry }: ServiceGridProps) {
  if (loading && services.length === 0) {
    return (
      // The placeholder fills the screen, so the tiers and testimonials below never jump when the cards arrive.
      <p className="state-text service-grid__placeholder" role="status">
        Loading services...
      </p>
    );
  }
  if (error && services.length === 0) {
    return (
      <div className="service-grid__error" role="alert">
        <p className="state-text state-text--error">Error loading services</p>
        {onRetry && <RetryButton onRetry={onRetry} />}
      </div>
    );
  }
  if (services.length === 0) return <p className="state-text">No services found</p>;
  return (
    <div className="service-grid" aria-busy={loading}>
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </div>
  );
}
