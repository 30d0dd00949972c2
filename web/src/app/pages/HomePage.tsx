import { Link } from 'react-router-dom';
import { BrandMark } from '../../components/Brand';
import { FeaturedProjects } from '../../features/projects/components/FeaturedProjects';
import './home.css';

export default function HomePage() {
  return (
    <>
      <section className="hero">
        <div className="container hero__grid">
          <div>
            <p className="hero__eyebrow">Software development and consulting</p>
            <h1 className="hero__title">We build software that moves your business forward</h1>
            <p className="hero__text">
              From first idea to launch and beyond: custom software, web and mobile apps, AI/ML and data solutions,
              designed and built by one dedicated team.
            </p>
            <div className="hero__actions">
              <Link to="/services" className="button button--primary">
                Explore Services
              </Link>
              <Link to="/contact" className="button button--outline">
                Contact Us
              </Link>
            </div>
          </div>
          <div className="hero__card" aria-hidden>
            <BrandMark size={96} />
            <p className="hero__card-name">Brightline Software</p>
            <p className="hero__card-tag">Design · Build · Support</p>
          </div>
        </div>
      </section>
      <FeaturedProjects />
    </>
  );
}
