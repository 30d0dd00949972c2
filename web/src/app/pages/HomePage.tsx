import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../components/Brand';
import { WhenVisible } from '../../components/WhenVisible';
import { AboutSection } from '../../features/content/components/AboutSection';
import { FeaturedProjects } from '../../features/projects/components/FeaturedProjects';
import { FeaturedServices } from '../../features/services/components/FeaturedServices';
import './home.css';

// The contact section's form code (Formik, Yup) loads when the visitor scrolls near it.
const ContactSection = lazy(async () => ({
  default: (await import('../../features/content/components/ContactSection')).ContactSection,
}));

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
      <FeaturedServices />
      <FeaturedProjects />
      <AboutSection />
      <WhenVisible minHeight={760}>
        <ContactSection />
      </WhenVisible>
    </>
  );
}
