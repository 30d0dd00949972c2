import { Link } from 'react-router-dom';
import { COMPANY } from '@site/shared';
import '../content.css';
import { CheckGlyph } from '../../../components/glyphs';

export const ABOUT_STATS = [
  { value: '10+', label: 'Years of experience' },
  { value: '100+', label: 'Projects delivered' },
  { value: '50+', label: 'Happy clients' },
  { value: '24/7', label: 'Support' },
] as const;

export const STRENGTHS = [
  'Experienced senior engineers',
  'Agile, iterative delivery',
  'Transparent communication',
  'Rigorous quality assurance',
  'Security built in from day one',
  'Long-term support and maintenance',
] as const;

/** The home page's about section (#about): who we are, four figures and what sets us apart. */
export function AboutSection() {
  return (
    <section id="about" className="section about-section" aria-labelledby="about-heading">
      <div className="container">
        <h2 id="about-heading" className="section__title">
          About {COMPANY.name}
        </h2>
        <p className="section__lead">
          A software development and consulting company, building software with our clients since {COMPANY.foundingYear}
          .
        </p>
        <div className="about__grid">
          <div className="about__text">
            <p>
              Founded in {COMPANY.foundingYear}, {COMPANY.name} designs, builds and runs custom software, web and mobile
              apps, AI/ML and data solutions for growing businesses. We help companies turn ideas into dependable
              products and modernise the systems they already rely on.
            </p>
            <p>
              One team stays with you from the first workshop to launch and beyond: the engineers who design your
              product also build, test and support it, so nothing is lost in hand-overs and you always know where your
              project stands.
            </p>
            <Link to="/about" className="button button--outline">
              More about us
            </Link>
          </div>
          <div>
            <h3 className="about__subtitle">Why clients choose us</h3>
            <ul className="about__strengths">
              {STRENGTHS.map((strength) => (
                <li key={strength} className="about__strength">
                  <span className="about__check">
                    <CheckGlyph size={14} strokeWidth={3} />
                  </span>
                  {strength}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <ul className="about__stats" aria-label="Brightline Software in figures">
          {ABOUT_STATS.map(({ value, label }) => (
            <li key={label} className="about__stat">
              <span className="about__stat-value">{value}</span>
              <span className="about__stat-label">{label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
