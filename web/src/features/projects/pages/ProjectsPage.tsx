import { useSearchParams } from 'react-router-dom';
import { usePortfolio } from '../api/projects';
import { CategoryFilter } from '../components/CategoryFilter';
import { Pager } from '../components/Pager';
import { ProjectGrid } from '../components/ProjectGrid';
import { PROJECT_CATEGORIES, PUBLIC_PAGE_SIZE } from '../constants';
import '../projects.css';

/** Reads ?category= and ?page= so a filtered page can be shared and survives a reload. */
function usePortfolioParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = PROJECT_CATEGORIES.find((c) => c === raw) ?? null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (next: { category: string | null; page: number }) => {
    const search = new URLSearchParams();
    if (next.category) search.set('category', next.category);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { preventScrollReset: true });
  };
  return { category, page, update };
}

export default function ProjectsPage() {
  const { category, page, update } = usePortfolioParams();
  const {
    data: current,
    previousData,
    loading,
    error,
  } = usePortfolio({
    offset: (page - 1) * PUBLIC_PAGE_SIZE,
    limit: PUBLIC_PAGE_SIZE,
    category,
  });
  const data = current ?? previousData;
  const total = data?.projects.total ?? 0;
  const pageCount = Math.ceil(total / PUBLIC_PAGE_SIZE);

  const goToPage = (next: number) => {
    update({ category, page: next });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <header className="page-hero">
        <div className="container">
          <h1>Our Projects</h1>
          <p>
            Software we have designed, built and launched with clients across retail, health, finance, logistics and
            education.
          </p>
        </div>
      </header>
      <section className="section" aria-label="Projects">
        <div className="container">
          <CategoryFilter value={category} onChange={(next) => update({ category: next, page: 1 })} />
          <ProjectGrid loading={loading} error={error} projects={data?.projects.items ?? []} />
          <Pager page={page} pageCount={pageCount} onChange={goToPage} />
        </div>
      </section>
    </>
  );
}
