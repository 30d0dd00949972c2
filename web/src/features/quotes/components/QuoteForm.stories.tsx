import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOBILE, storyParameters } from '../../../test/stories';
import {
  submitQuoteInvalidMock,
  submitQuoteNetworkErrorMock,
  submitQuotePendingMock,
  submitQuoteRateLimitedMock,
  submitQuoteSuccessMock,
} from '../mocks/quotes.mocks';
import { QuoteForm } from './QuoteForm';
import {
  submitAccepted,
  submitEmpty,
  submitPending,
  submitRefused,
  submitTooOften,
  submitUnreachable,
} from './quote-form.play';

const meta = {
  title: 'Quotes/QuoteForm',
  component: QuoteForm,
  // As on the page: in its card.
  decorators: [
    (Story) => (
      <div className="container" style={{ maxWidth: 800, padding: 24 }}>
        <div className="quote-card">
          <Story />
        </div>
      </div>
    ),
  ],
  parameters: storyParameters({ mocks: [submitQuoteSuccessMock()] }),
} satisfies Meta<typeof QuoteForm>;

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

/** The server's own check refuses a field: its message under that field. */
export const ServerFieldError: Story = {
  parameters: storyParameters({ mocks: [submitQuoteInvalidMock()] }),
  play: submitRefused,
};

export const TooManyRequests: Story = {
  parameters: storyParameters({ mocks: [submitQuoteRateLimitedMock()] }),
  play: submitTooOften,
};

export const Mobile: Story = { globals: MOBILE };

export const MobileValidationErrors: Story = { globals: MOBILE, play: submitEmpty };
