import { Link } from 'react-router-dom';
import { splitParagraphs } from '@site/shared';
import '../content.css';
import { CheckGlyph } from '../../../components/glyphs';
import { useSiteContent } from '../api/site-content';

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

/**
 * The home page's about section (#about): the saved title, mission statement and text (one
 * paragraph per block), the four figures and what sets us apart.
 */
export function AboutSection() {
  const { content } = useSiteContent();
  return (
    <section id="about" className="section about-section" aria-labelledby="about-heading">
      <div className="container">
        <h2 id="about-heading" className="section__title">
          {content?.aboutTitle}
        </h2>
        <p className="section__lead">{content?.missionStatement}</p>
        <div className="about__grid">
          <div className="about__text">
            {/* Plain <p>s: the server writes the paragraphs into the prerendered markup the same way. */}
            {splitParagraphs(content?.aboutContent ?? '').map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
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
