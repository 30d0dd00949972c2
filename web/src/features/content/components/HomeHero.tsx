import { Link } from 'react-router-dom';
import { COMPANY } from '@site/shared';
import { BrandMark } from '../../../components/Brand';
import { useSiteContent } from '../api/site-content';
import '../content.css';

/** The hero image's box: the logo card's place, fixed so nothing moves while the image loads. */
export const HERO_IMAGE_SIZE = { width: 560, height: 420 } as const;

/**
 * The home page's hero: the saved title and subtitle, and the saved image (else the logo card).
 * The server writes the current texts into the prerendered markup and primes the cache with
 * them, so this first render already has them.
 */
export function HomeHero() {
  const { content } = useSiteContent();
  return (
    <section className="hero">
      <div className="container hero__grid">
        <div>
          <p className="hero__eyebrow">{COMPANY.slogan}</p>
          <h1 className="hero__title">{content?.heroTitle}</h1>
          <p className="hero__text">{content?.heroSubtitle}</p>
          <div className="hero__actions">
            <Link to="/services" className="button button--primary">
              Explore Services
            </Link>
            <Link to="/contact" className="button button--outline">
              Contact Us
            </Link>
          </div>
        </div>
        {content?.heroImageUrl ? (
          // Decorative, as the logo card it replaces: the heading beside it says what the hero says.
          // In a <picture>, so the prerender writes no preload of its own for the address (a
          // build-time one would name the build's image, not the saved one).
          <picture className="hero__picture">
            <img className="hero__image" src={content.heroImageUrl} alt="" {...HERO_IMAGE_SIZE} />
          </picture>
        ) : (
          <div className="hero__card" aria-hidden>
            <BrandMark size={96} />
            <p className="hero__card-name">{COMPANY.name}</p>
            <p className="hero__card-tag">Design · Build · Support</p>
          </div>
        )}
      </div>
    </section>
  );
}
