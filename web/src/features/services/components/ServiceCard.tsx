import { Link } from 'react-router-dom';
import type { ServiceFieldsFragment } from '../../../gql/graphql';
import { IconGlyph } from '../../../lib/icons';
import { CheckGlyph } from '../../../components/glyphs';

interface ServiceCardProps {
  service: ServiceFieldsFragment;
  /** The home page's 4-column grid: icon, title and description, without the bullet points. */
  compact?: boolean;
}

/** A card of the public catalogue: icon, title, description, the bullet points and 'Read More'. */
export function ServiceCard({ service, compact = false }: ServiceCardProps) {
  const titleId = `service-${service.id}-title`;
  return (
    <article className={`service-card${compact ? ' service-card--compact' : ''}`} aria-labelledby={titleId}>
      <div className="service-card__icon">
        <IconGlyph name={service.icon} />
      </div>
      <h3 id={titleId} className="service-card__title">
        {service.name}
      </h3>
      <p className="service-card__description">{service.description}</p>
      {!compact && service.bulletPoints.length > 0 && (
        <ul className="service-card__points">
          {service.bulletPoints.map((point, index) => (
            <li key={`${index}:${point}`}>
              <CheckGlyph className="service-card__tick" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to={`/services/${service.id}`} className="button button--outline service-card__more">
        Read More<span className="visually-hidden"> about {service.name}</span>
      </Link>
    </article>
  );
}
