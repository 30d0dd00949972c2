import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from '../../components/Brand';
import { WhenVisible } from '../../components/WhenVisible';
import { useHydrated } from '../../lib/hydrated';

// Its form code (Formik, Yup) loads only when the footer comes into view.
const NewsletterBox = lazy(async () => ({
  default: (await import('../../features/content/components/NewsletterBox')).NewsletterBox,
}));

const COMPANY_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/#services', label: 'Services' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
];
const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Use' },
  { to: '/sitemap', label: 'Sitemap' },
];

function FooterLinks({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="footer__heading">{title}</h2>
      <ul className="footer__links">
        {links.map((l) => (
          <li key={l.label}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  // The year of the visit, not of the build that drew the page ahead (src/prerender.tsx).
  const year = useHydrated() ? `${new Date().getFullYear()} ` : '';
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
        <FooterLinks title="Company" links={COMPANY_LINKS} />
        <FooterLinks title="Legal" links={LEGAL_LINKS} />
        <WhenVisible minHeight={150}>
          <NewsletterBox />
        </WhenVisible>
      </div>
      <div className="container footer__bottom">{`© ${year}Brightline Software. All rights reserved.`}</div>
    </footer>
  );
}
