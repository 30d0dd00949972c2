import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Brand } from '../../components/Brand';
import { CrossGlyph, MenuGlyph } from '../../components/glyphs';
import { useHydrated } from '../../lib/hydrated';

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/projects', label: 'Projects' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The navbar turns opaque once the page has scrolled past this many pixels (spec). */
export const SCROLL_THRESHOLD = 20;

export function Navbar() {
  const [scrolled, setScrolled] = useState(false);
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on, so following a link closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === pathname;
  const hydrated = useHydrated();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const links = NAV_LINKS.map(({ to, label }) => (
    <li key={to}>
      <NavLink to={to} end={to === '/'} className="navbar__link">
        {label}
      </NavLink>
    </li>
  ));

  return (
    <header className={`navbar${scrolled || menuOpen ? ' navbar--solid' : ''}`} data-testid="navbar">
      <nav className="navbar__inner container" aria-label="Main">
        <Brand />
        <ul className="navbar__links">{links}</ul>
        <Link to="/get-quote" className="button button--primary navbar__cta">
          Get a Quote
        </Link>
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          disabled={!hydrated}
          onClick={() => setMenuPath(menuOpen ? null : pathname)}
        >
          {menuOpen ? <CrossGlyph size={22} strokeWidth={2} /> : <MenuGlyph size={22} strokeWidth={2} />}
        </button>
      </nav>
      {menuOpen && (
        <div id="mobile-menu" className="navbar__mobile container">
          <ul>{links}</ul>
          <Link to="/get-quote" className="button button--primary button--block">
            Get a Quote
          </Link>
        </div>
      )}
    </header>
  );
}
