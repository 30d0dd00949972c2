import { useHydrated } from '../../../lib/hydrated';
import { PROJECT_CATEGORIES } from '../constants';

export const ALL = 'All';

/** The row of category buttons above the public grid; `null` means All. */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (category: string | null) => void;
}) {
  const options = [ALL, ...PROJECT_CATEGORIES];
  const hydrated = useHydrated();
  return (
    <div className="category-filter" role="group" aria-label="Filter projects by category">
      {options.map((option) => {
        const selected = option === ALL ? value === null : value === option;
        return (
          <button
            key={option}
            type="button"
            className={`category-filter__button${selected ? ' category-filter__button--active' : ''}`}
            aria-pressed={selected}
            disabled={!hydrated}
            onClick={() => onChange(option === ALL ? null : option)}
          >
            {option}
          </button>
        );
      })}
    </div>
  );
}
