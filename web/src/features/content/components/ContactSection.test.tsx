import { screen, within } from '@testing-library/react';
import { COMPANY } from '@site/shared';
import { renderWithApp } from '../../../test/render';
import { ContactSection } from './ContactSection';

describe('ContactSection', () => {
  it("is the home page's #contact section under 'Get in Touch'", () => {
    renderWithApp(<ContactSection />);
    const section = screen.getByRole('region', { name: 'Get in Touch' });
    expect(section).toHaveAttribute('id', 'contact');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Contact Information', 'Working Hours', 'Send Us a Message']);
  });

  it('shows the working hours exactly', () => {
    renderWithApp(<ContactSection />);
    expect(screen.getByText('Mon-Fri 9:00 AM-6:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Sat 10:00 AM-4:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Sun closed')).toBeInTheDocument();
  });

  it('links the email and the telephone number, and gives the address', () => {
    renderWithApp(<ContactSection />);
    expect(screen.getByRole('link', { name: COMPANY.email })).toHaveAttribute('href', `mailto:${COMPANY.email}`);
    expect(screen.getByRole('link', { name: COMPANY.telephone })).toHaveAttribute('href', 'tel:+15550102040');
    expect(screen.getByText(COMPANY.address)).toBeInTheDocument();
  });

  it('holds the contact form', () => {
    renderWithApp(<ContactSection />);
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});
