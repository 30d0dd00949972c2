import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { DESKTOP, MOBILE, storyParameters } from '../../../test/stories';
import {
  quoteMock,
  quotesLoadingMock,
  quotesMock,
  quotesNetworkErrorMock,
  quotesVariables,
  sampleQuote,
  statsLoadingMock,
  statsMock,
} from '../mocks/admin-quotes.mocks';
import AdminQuotesPage from './AdminQuotesPage';

const reusable = { maxUsageCount: 10 };
const aiko = sampleQuote(4);
const jane = sampleQuote(6);

const meta = {
  title: 'Pages/Admin/AdminQuotesPage',
  component: AdminQuotesPage,
  parameters: {
    layout: 'padded',
    ...storyParameters({
      route: '/admin/quotes',
      path: '/admin/quotes',
      mocks: [quotesMock(quotesVariables(), undefined, reusable), statsMock(undefined, reusable)],
    }),
  },
} satisfies Meta<typeof AdminQuotesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counts (one quote overdue) and the list, newest first, the overdue quote marked in words. */
export const Filled: Story = {
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Overdue: waiting 5 working days')).toBeInTheDocument();
    await expect(await canvas.findByText('1 overdue')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
  },
};

/** 'Loading quotes...' */
export const Loading: Story = {
  parameters: storyParameters({ mocks: [quotesLoadingMock(), statsLoadingMock()] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading quotes...')).toBeInTheDocument();
  },
};

/** No quote request yet. */
export const Empty: Story = {
  parameters: storyParameters({ mocks: [quotesMock(quotesVariables(), []), statsMock([])] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No quotes yet')).toBeInTheDocument();
    await expect(canvas.getByText(/Quote requests will appear here when customers submit them\./)).toBeInTheDocument();
  },
};

/** The list could not be fetched: the reason with Retry, which fetches it again. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ mocks: [quotesNetworkErrorMock(), quotesMock(), statsMock()] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading quotes')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Retry/ }));
    await expect(await canvas.findByText(jane.email)).toBeInTheDocument();
  },
};

/** Filtered from a shared link: pending quotes of $50,000+. */
export const Filtered: Story = {
  parameters: storyParameters({
    route: '/admin/quotes?status=PENDING&budget=BUDGET_50K_PLUS',
    mocks: [quotesMock(quotesVariables({ status: 'PENDING', budget: 'BUDGET_50K_PLUS' })), statsMock()],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(aiko.email)).toBeInTheDocument();
    await expect(canvas.queryByText(jane.email)).toBeNull();
  },
};

/** The dashboard's link (`?overdue=1`): only the pending quotes overdue for an answer. */
export const OverdueOnly: Story = {
  parameters: storyParameters({
    route: '/admin/quotes?overdue=1',
    mocks: [quotesMock(quotesVariables({ overdue: true })), statsMock()],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(aiko.email)).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
    await expect(canvas.queryByText(jane.email)).toBeNull();
  },
};

/** The sales mail's link (`?quote=4`) opens that quote's details over the list. */
export const DetailsFromLink: Story = {
  globals: DESKTOP,
  parameters: storyParameters({
    route: `/admin/quotes?quote=${aiko.id}`,
    mocks: [quotesMock(), statsMock(), quoteMock(aiko)],
  }),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByText(aiko.phone)).toBeInTheDocument();
  },
};

/** Convert to Project from a row: the dialog with its defaults. */
export const ConvertDialog: Story = {
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Convert to Project: ${jane.name}` }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByLabelText('Project Amount', { exact: false })).toHaveValue('0');
  },
};

/** At 375 px: the counts two by two, the customer, status and actions in view. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: `View details: ${aiko.name}` })).toBeInTheDocument();
  },
};

export const DetailsMobile: Story = { ...DetailsFromLink, globals: MOBILE };
export const ConvertDialogMobile: Story = { ...ConvertDialog, globals: MOBILE };
