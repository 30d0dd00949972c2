import { Link } from 'react-router-dom';
import { Brand } from '../../components/Brand';
import { NewsletterBox } from '../../features/content/components/NewsletterBox';

const COMPANY_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/#services', label: 'Services' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
];
const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/sitemap', label: 'Sitemap' },
];

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <Brand light />
          <p>
            Custom software, web and mobile apps, AI/ML and data solutions, designed and built by a team that stays with
            you after launch.
          </p>
        </div>
        <nav aria-label="Company">
          <h2 className="footer__heading">Company</h2>
          <ul className="footer__links">
            {COMPANY_LINKS.map((l) => (
              <li key={l.label}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="footer__heading">Legal</h2>
          <ul className="footer__links">
            {LEGAL_LINKS.map((l) => (
              <li key={l.label}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterBox />
      </div>
      <div className="container footer__bottom">© {new Date().getFullYear()} Brightline Software. All rights reserved.</div>
    </footer>
  );
}
