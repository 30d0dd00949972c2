import { SERVICE_TIERS, TIER_NAMES, type TierValue } from '../service-tiers';
import { CheckGlyph, CrossGlyph } from '../../../components/glyphs';
import '../services.css';

function TierCell({ value }: { value: TierValue }) {
  if (value === true) {
    return (
      <td className="tiers__cell tiers__cell--yes">
        <CheckGlyph className="tiers__glyph" />
        <span className="visually-hidden">Included</span>
      </td>
    );
  }
  if (value === false) {
    return (
      <td className="tiers__cell tiers__cell--no">
        <CrossGlyph className="tiers__glyph" />
        <span className="visually-hidden">Not included</span>
      </td>
    );
  }
  return <td className="tiers__cell tiers__cell--text">{value}</td>;
}

/** The 'Service Tiers' comparison: a real table, scrolled sideways on phones. */
export function ServiceTiers() {
  return (
    <section className="section tiers" aria-labelledby="service-tiers-heading">
      <div className="container">
        <h2 id="service-tiers-heading" className="section__title">
          Service Tiers
        </h2>
        <p className="section__lead">Choose the level of support that fits your project, your team and your budget.</p>
        <p className="tiers__hint" aria-hidden="true">
          Swipe sideways to compare all three tiers
        </p>
        {/* Focusable so keyboard users can scroll it sideways on narrow screens. */}
        <div className="tiers__scroll" role="region" aria-labelledby="service-tiers-heading" tabIndex={0}>
          <table className="tiers__table">
            <caption className="visually-hidden">
              Service Tiers: what the Standard, Professional and Enterprise tiers include
            </caption>
            <thead>
              <tr>
                <th scope="col" className="tiers__feature-head">
                  Feature
                </th>
                {TIER_NAMES.map((tier) => (
                  <th key={tier} scope="col" className="tiers__tier">
                    {tier}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {SERVICE_TIERS.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="tiers__feature">
                    {row.feature}
                  </th>
                  {row.values.map((value, index) => (
                    <TierCell key={TIER_NAMES[index]} value={value} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
