import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import ContactPage from './ContactPage';

describe('ContactPage', () => {
  it("titles the page 'Contact Us' and puts its parts under h2 headings", () => {
    renderWithApp(<ContactPage />, { route: '/contact', path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Contact Information',
      'Working Hours',
      'Send Us a Message',
    ]);
    expect(screen.queryByRole('heading', { name: 'Get in Touch' })).not.toBeInTheDocument();
  });

  it('shows the working hours and the form', () => {
    renderWithApp(<ContactPage />, { route: '/contact', path: '/contact' });
    expect(screen.getByText('Mon-Fri 9:00 AM-6:00 PM')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});
