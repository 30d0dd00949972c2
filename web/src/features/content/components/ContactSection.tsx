import type { ReactNode } from 'react';
import { ClockGlyph, MailGlyph, PhoneGlyph, PinGlyph } from '../../../components/glyphs';
import { COMPANY, TELEPHONE_HREF, WORKING_HOURS } from '@site/shared';
import { ContactForm } from './ContactForm';
import '../content.css';

/** One contact detail; its glyph is decorative, the label says it all. */
function Detail({ Glyph, label, children }: { Glyph: typeof MailGlyph; label: string; children: ReactNode }) {
  return (
    <li className="contact-details__item">
      <span className="contact-details__icon">
        <Glyph size={20} strokeWidth={2} />
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
          <Detail Glyph={MailGlyph} label="Email">
            <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </Detail>
          <Detail Glyph={PhoneGlyph} label="Phone">
            <a href={TELEPHONE_HREF}>{COMPANY.telephone}</a>
          </Detail>
          <Detail Glyph={PinGlyph} label="Address">
            <address>{COMPANY.address}</address>
          </Detail>
        </ul>
        <Heading className="contact-panel__title contact-hours__title">
          <ClockGlyph size={20} strokeWidth={2} />
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
