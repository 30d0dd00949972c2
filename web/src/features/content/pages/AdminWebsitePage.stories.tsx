import { WEBSITE_CONTENT_MESSAGES as M } from '@site/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { MOBILE, storyParameters } from '../../../test/stories';
import { sampleSiteContent, sampleSiteContentWithImage, siteContentMock } from '../mocks/site-content.mocks';
import {
  contentPagesErrorMock,
  contentPagesLoadingMock,
  contentPagesMock,
  siteContentErrorMock,
  siteContentLoadingMock,
  updateHomepageConflictMock,
  updateHomepageInvalidMock,
  updateHomepagePendingMock,
} from '../mocks/website-admin.mocks';
import AdminWebsitePage from './AdminWebsitePage';

const at = (tab: string | null, mocks: AnyApolloMock[]) =>
  storyParameters({ route: tab ? `/admin/website?tab=${tab}` : '/admin/website', path: '/admin/website', mocks });

const input = (heroTitle: string) => ({
  version: sampleSiteContent.homepageVersion,
  heroTitle,
  heroSubtitle: sampleSiteContent.heroSubtitle,
  heroImageUrl: null,
});

/** Types a new hero title and saves the Homepage tab. */
async function saveHeroTitle(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByLabelText('Hero Title', { exact: false });
  await userEvent.clear(field);
  await userEvent.type(field, title);
  await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
  return canvas;
}

const meta = {
  title: 'Pages/Admin/AdminWebsitePage',
  component: AdminWebsitePage,
  parameters: { layout: 'padded', ...at(null, [siteContentMock()]) },
} satisfies Meta<typeof AdminWebsitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Homepage: Story = {};

/** A saved image address: a small preview under the field. */
export const HomepageWithImage: Story = { parameters: at(null, [siteContentMock(sampleSiteContentWithImage)]) };

export const About: Story = { parameters: at('about', [siteContentMock()]) };

export const Services: Story = {
  parameters: at('services', [siteContentMock()]),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Services Management' });
    await expect(link).toHaveAttribute('href', '/admin/services');
  },
};

export const Loading: Story = { parameters: at(null, [siteContentLoadingMock()]) };

export const LoadError: Story = { parameters: at(null, [siteContentErrorMock()]) };

/** The save is under way: 'Saving...' and the button disabled. */
export const Saving: Story = {
  parameters: at(null, [siteContentMock(), updateHomepagePendingMock(input('Ship it'))]),
  play: async ({ canvasElement }) => {
    const canvas = await saveHeroTitle(canvasElement, 'Ship it');
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** The API refused a field: its message under it, the input kept. */
export const ServerError: Story = {
  parameters: at(null, [siteContentMock(), updateHomepageInvalidMock(input('Taken'), { heroTitle: 'Not this one' })]),
  play: async ({ canvasElement }) => {
    const canvas = await saveHeroTitle(canvasElement, 'Taken');
    await expect(await canvas.findByText('Not this one')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Hero Title', { exact: false })).toHaveValue('Taken');
  },
};

/** Someone else saved the tab meanwhile: the message and a Reload button above the form. */
export const Conflict: Story = {
  parameters: at(null, [siteContentMock(), updateHomepageConflictMock(input('Mine'))]),
  play: async ({ canvasElement }) => {
    const canvas = await saveHeroTitle(canvasElement, 'Mine');
    const reload = await canvas.findByRole('button', { name: 'Reload' });
    await expect(within(reload.closest('.ant-alert') as HTMLElement).getByText(M.changedMeanwhile)).toBeVisible();
  },
};

/** An image address that is not one: the field says so before anything is sent. */
export const InvalidImageUrl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Hero Image URL'), 'not-a-url');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText(M.heroImageUrl)).toBeInTheDocument();
  },
};

export const Pages: Story = {
  parameters: at('pages', [contentPagesMock()]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Case Studies' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Are you sure you want to delete this page?'),
    ).toBeInTheDocument();
  },
};

export const PagesLoading: Story = { parameters: at('pages', [contentPagesLoadingMock()]) };

export const PagesEmpty: Story = { parameters: at('pages', [contentPagesMock([])]) };

export const PagesError: Story = { parameters: at('pages', [contentPagesErrorMock()]) };

export const Mobile: Story = { globals: MOBILE };

export const PagesMobile: Story = { parameters: at('pages', [contentPagesMock()]), globals: MOBILE };
