import { screen, waitFor, within } from '@testing-library/react';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { invalidInput } from '../../../test/apollo-mocks';
import { todayIso } from '../../../lib/format';
import {
  ALREADY_CONVERTED,
  converted,
  convertErrorMock,
  convertMock,
  quotesMock,
  quotesVariables,
  replaced,
  statsMock,
} from '../mocks/admin-quotes.mocks';
import { jane, lena, reusable, renderPage, rowOf, dialog, openDialog } from '../mocks/admin-quotes-page.mocks';
import { emptyConversion, toConvertInput, type ConvertQuoteValues } from '../schemas/convert-quote.schema';

// Quote Management, converting a quote into a project (shared set-up in mocks/admin-quotes-page.mocks.tsx).

// Typing into antd's fields in jsdom takes seconds, more on a busy machine.
jest.setTimeout(90_000);

describe('AdminQuotesPage: Convert to Project', () => {
  it('offers Convert to Project only for a quote not yet converted', async () => {
    renderPage([quotesMock(), statsMock()]);
    await screen.findByText(jane.email);
    expect(within(rowOf(jane.email)).getByRole('button', { name: `Convert to Project: ${jane.name}` })).toBeEnabled();
    expect(within(rowOf(lena.email)).queryByRole('button', { name: /Convert to Project/ })).not.toBeInTheDocument();
  });

  describe('Convert to Project', () => {
    const filled = (): ConvertQuoteValues => {
      const values = emptyConversion(todayIso());
      return {
        ...values,
        paymentDetails: { ...values.paymentDetails, amount: '18500' },
        planInfo: { duration: '4 months', milestones: ['Design approved'], deliverables: [''] },
        developmentCycle: { ...values.developmentCycle, estimatedEndDate: '2099-06-30' },
      };
    };

    async function openConversion(mocks: readonly AnyApolloMock[]) {
      const rendered = renderPage([quotesMock(), statsMock(), ...mocks]);
      await screen.findByText(jane.email);
      await rendered.user.click(
        within(rowOf(jane.email)).getByRole('button', { name: `Convert to Project: ${jane.name}` }),
      );
      await openDialog('Convert Quote to Project');
      return rendered;
    }

    async function fill({ user }: Awaited<ReturnType<typeof openConversion>>) {
      const amount = within(dialog()).getByLabelText('Project Amount', { exact: false });
      await user.clear(amount);
      await user.paste('18500');
      await user.click(within(dialog()).getByLabelText('Project Duration', { exact: false }));
      await user.paste('4 months');
      await user.click(within(dialog()).getByRole('textbox', { name: 'Milestone 1' }));
      await user.paste('Design approved');
      await user.click(within(dialog()).getByLabelText('Estimated End Date', { exact: false }));
      await user.paste('2099-06-30');
      // Enter confirms the typed date at once (the field keeps it from submitting the form). Leaving
      // the box confirms it a frame later, which a click on Convert could overtake under load.
      await user.keyboard('{Enter}');
    }

    it('starts from the defaults and refuses to convert without a duration and an end date', async () => {
      const { user } = await openConversion([]);
      expect(within(dialog()).getByLabelText('Project Amount', { exact: false })).toHaveValue('0');
      expect(within(dialog()).getByLabelText('Start Date', { exact: false })).toHaveValue(todayIso());
      expect(within(dialog()).getByRole('button', { name: 'Remove Milestone 1' })).toBeDisabled();
      await user.click(within(dialog()).getByRole('button', { name: 'Add milestone' }));
      expect(within(dialog()).getByRole('button', { name: 'Remove Milestone 1' })).toBeEnabled();

      await user.click(within(dialog()).getByRole('button', { name: 'Convert to Project' }));
      expect(await within(dialog()).findByText('Project duration is required')).toBeInTheDocument();
      expect(within(dialog()).getByText('Estimated end date is required')).toBeInTheDocument();
    });

    it("converts, says 'Quote converted to project', closes, and lists the quote as converted", async () => {
      const values = filled();
      const rendered = await openConversion([
        convertMock(jane, values),
        quotesMock(quotesVariables(), replaced(converted(jane)), reusable),
        statsMock(replaced(converted(jane)), reusable),
      ]);
      await fill(rendered);
      await rendered.user.click(within(dialog()).getByRole('button', { name: 'Convert to Project' }));

      expect(await screen.findByText('Quote converted to project')).toBeInTheDocument();
      expect(screen.getByText('Quote has been successfully converted to a project.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Convert Quote to Project')).not.toBeInTheDocument());
      await waitFor(() =>
        expect(within(rowOf(jane.email)).queryByRole('button', { name: /Convert to Project/ })).not.toBeInTheDocument(),
      );
    });

    it("toasts 'Error' with the API's message, keeps the form, and shows a field's message under it", async () => {
      const input = toConvertInput(filled());
      const rendered = await openConversion([
        convertErrorMock(jane, input, invalidInput({ 'planInfo.milestones.0': 'Each milestone is too vague' })),
        convertErrorMock(jane, input, ALREADY_CONVERTED),
      ]);
      await fill(rendered);
      await rendered.user.click(within(dialog()).getByRole('button', { name: 'Convert to Project' }));
      expect(await within(dialog()).findByText('Each milestone is too vague')).toBeInTheDocument();
      expect(screen.getByText('Error')).toBeInTheDocument();

      await rendered.user.click(within(dialog()).getByRole('button', { name: 'Convert to Project' }));
      expect(await screen.findByText(ALREADY_CONVERTED.message)).toBeInTheDocument();
      expect(within(dialog()).getByLabelText('Project Duration', { exact: false })).toHaveValue('4 months');
    });
  });
});
