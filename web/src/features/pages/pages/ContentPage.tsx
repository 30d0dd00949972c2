import { Link, useLocation, useParams } from 'react-router-dom';
import { errorCode } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { usePage } from '../api/pages';
import { PageBody } from '../components/PageBody';
import '../pages.css';
import { PageLoadFailed, PageLoading } from '../../../components/LoadStates';

/** `/pages/:slug` names its page; a fixed route (`/about`, `/terms`, `/privacy`) is named by its own path. */
function useSlug(): { slug: string; fromParam: boolean } {
  const param = useParams().slug;
  const { pathname } = useLocation();
  return param ? { slug: param, fromParam: true } : { slug: pathname.replace(/^\/+|\/+$/g, ''), fromParam: false };
}

export default function ContentPage() {
  const { slug, fromParam } = useSlug();
  const { data, loading, error, refetch } = usePage(slug);
  const page = data?.page;
  const notFound = errorCode(error) === 'NOT_FOUND';
  // Only /pages/:slug takes the loaded page's title: the fixed routes keep their route's title.
  usePageTitle(fromParam ? (notFound ? 'Page not found' : page?.title) : undefined);

  if (notFound) {
    return (
      <div className="status-page">
        <h1 className="status-page__title">Page not found</h1>
        <p className="status-page__text">This page does not exist or is no longer on our website.</p>
        <Link to="/" className="button button--primary">
          Back to Home
        </Link>
      </div>
    );
  }
  if (!page) {
    if (loading || !error) {
      return <PageLoading label="Loading..." />;
    }
    return <PageLoadFailed title="Error loading page" error={error} onRetry={refetch} />;
  }
  return (
    <article className="content-page">
      <header className="page-hero">
        <div className="container">
          <h1>{page.title}</h1>
          <p>{page.summary}</p>
        </div>
      </header>
      <section className="section section--after-hero">
        <div className="container content-page__body">
          <PageBody body={page.body} />
          <p className="content-page__updated">
            Last updated <time dateTime={page.updatedAt}>{formatDate(page.updatedAt.slice(0, 10))}</time>
          </p>
        </div>
      </section>
    </article>
  );
}
