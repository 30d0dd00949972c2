import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../../../test/stories';
import {
  messagesErrorMock,
  messagesLoadingMock,
  messagesMock,
  messagesVariables,
  sampleMessages,
  setHandledMock,
  handled,
  signupsLoadingMock,
  signupsMock,
  signupsVariables,
} from '../mocks/inbox.mocks';
import InboxPage from './InboxPage';

const reusable = { maxUsageCount: 10 };
const [priya] = sampleMessages;

const meta = {
  title: 'Pages/Admin/InboxPage',
  component: InboxPage,
  parameters: {
    layout: 'padded',
    ...storyParameters({
      route: '/admin/inbox',
      path: '/admin/inbox',
      mocks: [
        messagesMock(messagesVariables(), undefined, reusable),
        messagesMock(messagesVariables({ state: 'HANDLED' }), undefined, reusable),
        signupsMock(signupsVariables(), undefined, reusable),
      ],
    }),
  },
} satisfies Meta<typeof InboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three messages, newest first: one handled, two new. */
export const Messages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Customer portal')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'priya.raman@lumen.example' })).toHaveAttribute(
      'href',
      'mailto:priya.raman@lumen.example',
    );
  },
};

export const MessagesLoading: Story = {
  parameters: storyParameters({ mocks: [messagesLoadingMock()] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading messages...')).toBeInTheDocument();
  },
};

export const MessagesEmpty: Story = {
  parameters: storyParameters({ mocks: [messagesMock(messagesVariables(), [])] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No messages yet')).toBeInTheDocument();
  },
};

/** The list could not be fetched: the error with Retry. */
export const MessagesError: Story = {
  parameters: storyParameters({ mocks: [messagesErrorMock()] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Retry/ })).toBeInTheDocument();
  },
};

/** 'Mark handled' saves, toasts, and the row shows Handled. */
export const MarkHandled: Story = {
  parameters: storyParameters({
    mocks: [
      messagesMock(messagesVariables()),
      setHandledMock(priya!, true),
      messagesMock(messagesVariables(), [handled(priya!, true), ...sampleMessages.slice(1)], reusable),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark handled: Customer portal' }));
    await expect(
      await canvas.findByRole('button', { name: 'Mark as new: Customer portal' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

/** A shared link with the Handled filter. */
export const FilteredHandled: Story = {
  parameters: storyParameters({
    route: '/admin/inbox?state=handled',
    path: '/admin/inbox',
    mocks: [messagesMock(messagesVariables({ state: 'HANDLED' }), undefined, reusable)],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Training for our team')).toBeInTheDocument();
    await expect(canvas.queryByText('Customer portal')).not.toBeInTheDocument();
  },
};

export const Newsletter: Story = {
  parameters: storyParameters({
    route: '/admin/inbox?tab=newsletter',
    path: '/admin/inbox',
    mocks: [signupsMock(signupsVariables(), undefined, reusable)],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('reader@news.example')).toBeInTheDocument();
  },
};

export const NewsletterLoading: Story = {
  parameters: storyParameters({
    route: '/admin/inbox?tab=newsletter',
    path: '/admin/inbox',
    mocks: [signupsLoadingMock()],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading sign-ups...')).toBeInTheDocument();
  },
};

export const NewsletterEmpty: Story = {
  parameters: storyParameters({
    route: '/admin/inbox?tab=newsletter',
    path: '/admin/inbox',
    mocks: [signupsMock(signupsVariables(), [])],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No sign-ups yet')).toBeInTheDocument();
  },
};

/** At 375 px the subject and the row's action stay in view. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Mark handled: Customer portal' })).toBeInTheDocument();
  },
};

export const NewsletterMobile: Story = { ...Newsletter, globals: MOBILE };
