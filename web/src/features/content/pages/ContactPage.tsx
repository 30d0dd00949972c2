import { ContactPanel } from '../components/ContactSection';
import '../content.css';

/** /contact: the page hero, then the contact details, working hours and message form. */
export default function ContactPage() {
  return (
    <>
      <header className="page-hero">
        <div className="container">
          <h1>Contact Us</h1>
          <p>
            Tell us about your project, ask about our services or just say hello. We answer every message within one
            business day.
          </p>
        </div>
      </header>
      <section className="section section--after-hero contact-page" aria-label="Contact details and message form">
        <div className="container">
          <ContactPanel headingLevel={2} />
        </div>
      </section>
    </>
  );
}
