import { screen, within } from '@testing-library/react';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import { PUBLIC_PAGE_SIZE } from '../constants';
import {
  pageProjects,
  projectsMock,
  projectsNetworkErrorMock,
  publicPageVariables,
  sampleProjects,
} from '../mocks/projects.mocks';
import ProjectsPage from './ProjectsPage';

const AI = 'AI/ML Solutions';

function renderPage(mocks: readonly AnyApolloMock[], route = '/projects') {
  return renderWithApp(<ProjectsPage />, { route, path: '/projects', mocks });
}

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const titlesOf = (page: number, category: string | null = null) =>
  pageProjects(publicPageVariables(page, category)).map((p) => p.title);
const pager = () => screen.queryByRole('navigation', { name: 'Pagination' });

describe('ProjectsPage', () => {
  it('shows the first page of project cards, each with its client and a Read More link', async () => {
    const firstPage = pageProjects(publicPageVariables(1));
    renderPage([projectsMock(publicPageVariables(1))]);
    expect(screen.getByText('Loading projects...')).toBeInTheDocument();

    expect(await screen.findByText(firstPage[0]!.title)).toBeInTheDocument();
    expect(cardTitles()).toEqual(firstPage.map((p) => p.title));
    for (const project of firstPage) expect(screen.getByText(`Client: ${project.client}`)).toBeInTheDocument();
    const more = screen.getAllByText('Read More');
    expect(more).toHaveLength(PUBLIC_PAGE_SIZE);
    expect(more[0]).toHaveAttribute('href', `/projects/${firstPage[0]!.id}`);
  });

  it('requests the chosen category from page 1 and shows only its cards', async () => {
    const { user } = renderPage(
      [projectsMock(publicPageVariables(2)), projectsMock(publicPageVariables(1, AI))],
      '/projects?page=2',
    );
    await screen.findByText(titlesOf(2)[0]!);

    await user.click(screen.getByRole('button', { name: AI }));

    expect(await screen.findByText('Customer Churn Prediction')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Customer Churn Prediction', 'Predictive Maintenance Platform']);
    expect(screen.getByRole('button', { name: AI })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('hides the pagination when every project fits on one page', async () => {
    renderPage([projectsMock(publicPageVariables(1, AI))], `/projects?category=${encodeURIComponent(AI)}`);
    await screen.findByText('Customer Churn Prediction');
    expect(pager()).not.toBeInTheDocument();
  });

  it('disables Previous on the first page', async () => {
    renderPage([projectsMock(publicPageVariables(1))]);
    await screen.findByText(titlesOf(1)[0]!);
    const nav = within(pager()!);
    expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(nav.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('disables Next on the last page', async () => {
    const last = Math.ceil(sampleProjects.length / PUBLIC_PAGE_SIZE);
    renderPage([projectsMock(publicPageVariables(last))], `/projects?page=${last}`);
    await screen.findByText(titlesOf(last)[0]!);
    const nav = within(pager()!);
    expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(nav.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('shows page 2 and scrolls smoothly to the top when Next is clicked', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderPage([projectsMock(publicPageVariables(1)), projectsMock(publicPageVariables(2))]);
    await screen.findByText(titlesOf(1)[0]!);

    await user.click(screen.getByRole('button', { name: 'Next' }));

    const secondPage = titlesOf(2);
    expect(await screen.findByText(secondPage[0]!)).toBeInTheDocument();
    expect(cardTitles()).toEqual(secondPage);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo.mockRestore();
  });

  it("says 'Error loading projects' when the projects cannot be fetched", async () => {
    renderPage([projectsNetworkErrorMock(publicPageVariables(1))]);
    expect(await screen.findByText('Error loading projects')).toBeInTheDocument();
    expect(pager()).not.toBeInTheDocument();
  });
});
