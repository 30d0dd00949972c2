import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOBILE, storyParameters } from '../../../test/stories';
import { submitAccepted, submitEmpty } from '../components/quote-form.play';
import { submitQuoteSuccessMock } from '../mocks/quotes.mocks';
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

export const Success: Story = { play: submitAccepted };

/** The form's other states (submitting, sent, refused, unreachable, too many requests) are its own stories: Quotes/QuoteForm. */

/** 375 px: the form and "What happens next" stacked. */
export const Mobile: Story = { globals: MOBILE };

export const MobileValidationErrors: Story = { globals: MOBILE, play: submitEmpty };
