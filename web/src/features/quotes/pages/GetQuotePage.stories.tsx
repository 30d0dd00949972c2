import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOBILE, storyParameters } from '../../../test/stories';
import {
  submitAccepted,
  submitEmpty,
  submitPending,
  submitRefused,
  submitTooOften,
  submitUnreachable,
} from '../components/quote-form.play';
import {
  submitQuoteInvalidMock,
  submitQuoteNetworkErrorMock,
  submitQuotePendingMock,
  submitQuoteRateLimitedMock,
  submitQuoteSuccessMock,
} from '../mocks/quotes.mocks';
import GetQuotePage from './GetQuotePage';

const meta = {
  title: 'Quotes/GetQuotePage',
  component: GetQuotePage,
  parameters: storyParameters({ route: '/get-quote', path: '/get-quote', mocks: [submitQuoteSuccessMock()] }),
} satisfies Meta<typeof GetQuotePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ValidationErrors: Story = { play: submitEmpty };

export const Submitting: Story = {
  parameters: storyParameters({ mocks: [submitQuotePendingMock()] }),
  play: submitPending,
};

export const Success: Story = { play: submitAccepted };

export const ServerUnreachable: Story = {
  parameters: storyParameters({ mocks: [submitQuoteNetworkErrorMock()] }),
  play: submitUnreachable,
};

export const ServerFieldError: Story = {
  parameters: storyParameters({ mocks: [submitQuoteInvalidMock()] }),
  play: submitRefused,
};

export const TooManyRequests: Story = {
  parameters: storyParameters({ mocks: [submitQuoteRateLimitedMock()] }),
  play: submitTooOften,
};

/** 375 px: the form and "What happens next" stacked. */
export const Mobile: Story = { globals: MOBILE };

export const MobileValidationErrors: Story = { globals: MOBILE, play: submitEmpty };
