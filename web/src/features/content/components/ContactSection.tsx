import type { ReactNode } from 'react';
import { COMPANY, TELEPHONE_HREF, WORKING_HOURS } from '../../../lib/company';
import { ContactForm } from './ContactForm';
import '../content.css';

// Outline glyphs (24 x 24, drawn with the text colour); decorative, the text beside each says it all.
const GLYPHS = {
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6',
  phone:
    'M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92z',
  pin: 'M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
} as const;

function Glyph({ name }: { name: keyof typeof GLYPHS }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={GLYPHS[name]} />
    </svg>
  );
}

function Detail({ glyph, label, children }: { glyph: keyof typeof GLYPHS; label: string; children: ReactNode }) {
  return (
    <li className="contact-details__item">
      <span className="contact-details__icon">
        <Glyph name={glyph} />
      </span>
      <div>
        <span className="contact-details__label">{label}</span>
        {children}
      </div>
    </li>
  );
}

export interface ContactPanelProps {
  /** 3 under the home page's 'Get in Touch' (h2); 2 on the Contact page, under its h1. */
  headingLevel: 2 | 3;
}

/** The contact details and working hours beside the message form: two columns, stacked on phones. */
export function ContactPanel({ headingLevel }: ContactPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="contact-panel">
      <div className="contact-details">
        <Heading className="contact-panel__title">Contact Information</Heading>
        <ul className="contact-details__list">
          <Detail glyph="mail" label="Email">
            <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </Detail>
          <Detail glyph="phone" label="Phone">
            <a href={TELEPHONE_HREF}>{COMPANY.telephone}</a>
          </Detail>
          <Detail glyph="pin" label="Address">
            <address>{COMPANY.address}</address>
          </Detail>
        </ul>
        <Heading className="contact-panel__title contact-hours__title">
          <Glyph name="clock" />
          Working Hours
        </Heading>
        <ul className="contact-hours">
          {WORKING_HOURS.map(({ days, hours }) => (
            <li key={days}>{`${days} ${hours}`}</li>
          ))}
        </ul>
      </div>
      <div className="contact-card">
        <Heading className="contact-panel__title">Send Us a Message</Heading>
        <ContactForm />
      </div>
    </div>
  );
}

/** The home page's contact section (#contact). */
export function ContactSection() {
  return (
    <section id="contact" className="section contact-section" aria-labelledby="contact-heading">
      <div className="container">
        <h2 id="contact-heading" className="section__title">
          Get in Touch
        </h2>
        <p className="section__lead">
          Have a project in mind or a question about our services? Send us a message and we will get back to you within
          one business day.
        </p>
        <ContactPanel headingLevel={3} />
      </div>
    </section>
  );
}
