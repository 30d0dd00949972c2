import { lazy } from 'react';
import { WhenVisible } from '../../components/WhenVisible';
import { AboutSection } from '../../features/content/components/AboutSection';
import { HomeHero } from '../../features/content/components/HomeHero';
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
      <HomeHero />
      <FeaturedServices />
      <FeaturedProjects />
      <AboutSection />
      <WhenVisible minHeight={760}>
        <ContactSection />
      </WhenVisible>
    </>
  );
}
