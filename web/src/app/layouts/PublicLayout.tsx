import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import './public-layout.css';

export function PublicLayout() {
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="public-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
