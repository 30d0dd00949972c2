import { WEBSITE_CONTENT_MESSAGES as M } from '@site/shared';
import { screen, within } from '@testing-library/react';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import { sampleSiteContent, siteContentMock } from '../mocks/site-content.mocks';
import {
  contentPagesMock,
  samplePages,
  updateAboutMock,
  updateHomepageConflictMock,
  updateHomepageInvalidMock,
  updateHomepageMock,
} from '../mocks/website-admin.mocks';
import AdminWebsitePage from './AdminWebsitePage';

const version = { ...sampleSiteContent, homepageVersion: 7, aboutVersion: 3 };
const homepageInput = (heroTitle: string) => ({
  version: 7,
  heroTitle,
  heroSubtitle: version.heroSubtitle,
  heroImageUrl: null,
});

function renderPage(mocks: AnyApolloMock[], route = '/admin/website') {
  return renderWithApp(<AdminWebsitePage />, {
    route,
    path: '/admin/website',
    mocks: [siteContentMock(version), ...mocks],
  });
}

async function retypeHeroTitle(user: ReturnType<typeof renderPage>['user'], text: string) {
  const field = await screen.findByLabelText('Hero Title', { exact: false });
  await user.clear(field);
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
}

describe('AdminWebsitePage', () => {
  it('saves the Homepage tab with the version it loaded and says so', async () => {
    const { user } = renderPage([updateHomepageMock(homepageInput('Ship it'), version)]);
    await retypeHeroTitle(user, 'Ship it');
    expect(await screen.findByText('Homepage content updated')).toBeInTheDocument();
    expect(screen.getByText('Your changes have been saved successfully.')).toBeInTheDocument();
    expect(screen.getByLabelText('Hero Title', { exact: false })).toHaveValue('Ship it');
  });

  it("shows the API's field message under its field and keeps what was typed", async () => {
    const { user } = renderPage([updateHomepageInvalidMock(homepageInput('Taken'), { heroTitle: 'Not this one' })]);
    await retypeHeroTitle(user, 'Taken');
    expect(await screen.findByText('Not this one')).toBeInTheDocument();
    expect(screen.getByText('Failed to save changes')).toBeInTheDocument();
    expect(screen.getByLabelText('Hero Title', { exact: false })).toHaveValue('Taken');
  });

  it('refuses an invalid image address under Hero Image URL, before sending anything', async () => {
    const { user } = renderPage([]);
    await user.type(await screen.findByLabelText('Hero Image URL'), 'not-a-url');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(M.heroImageUrl)).toBeInTheDocument();
  });

  it('says when someone else saved the tab meanwhile, keeps the input and offers to reload', async () => {
    const { user } = renderPage([updateHomepageConflictMock(homepageInput('Mine'))]);
    await retypeHeroTitle(user, 'Mine');
    const reload = await screen.findByRole('button', { name: 'Reload' });
    const alert = reload.closest('.ant-alert') as HTMLElement;
    expect(within(alert).getByText(M.changedMeanwhile)).toBeVisible();
    expect(screen.getByLabelText('Hero Title', { exact: false })).toHaveValue('Mine');
  });

  it('opens the tab the address names and saves it with its own version', async () => {
    const input = {
      version: 3,
      aboutTitle: 'Who we are',
      aboutContent: version.aboutContent,
      missionStatement: version.missionStatement,
    };
    const { user } = renderPage([updateAboutMock(input, version)], '/admin/website?tab=about');
    const field = await screen.findByLabelText('About Title', { exact: false });
    await user.clear(field);
    await user.paste('Who we are');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('About page content updated')).toBeInTheDocument();
  });

  it('lists the content pages on the Pages tab, the fixed ones without Delete', async () => {
    renderPage([contentPagesMock()], '/admin/website?tab=pages');
    expect(await screen.findByText('Case Studies')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Case Studies' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete About Us' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit About Us' })).toHaveAttribute('href', '/admin/website/pages/edit/1');
  });

  it("keeps the list's search in the address next to the tab", async () => {
    renderPage([contentPagesMock([samplePages[1]!], undefined, 'case')], '/admin/website?tab=pages&search=case');
    expect(await screen.findByText('Case Studies')).toBeInTheDocument();
    expect(screen.getByLabelText('Search pages')).toHaveValue('case');
    expect(screen.queryByText('About Us')).not.toBeInTheDocument();
  });
});
