import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import {
  handled,
  messagesErrorMock,
  messagesMock,
  messagesVariables,
  sampleMessages,
  setHandledErrorMock,
  setHandledMock,
  signupsMock,
  signupsVariables,
} from '../mocks/inbox.mocks';
import InboxPage from './InboxPage';

const [priya] = sampleMessages;

/** The URL's query as the page left it. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}
const urlSearch = () => screen.getByTestId('search').textContent;

function renderPage(mocks: readonly AnyApolloMock[], route = '/admin/inbox') {
  return renderWithApp(
    <>
      <InboxPage />
      <Search />
    </>,
    { route, path: '/admin/inbox', mocks },
  );
}

const subjects = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[2]?.textContent);

describe('InboxPage', () => {
  it('lists the messages newest first', async () => {
    renderPage([messagesMock(messagesVariables())]);
    await screen.findByText('Customer portal');
    expect(subjects()).toEqual(['Customer portal', 'Training for our team', 'Data migration']);
  });

  it("marks a message handled through the API and says 'Message marked as handled'", async () => {
    const { user } = renderPage([
      messagesMock(messagesVariables()),
      setHandledMock(priya!, true),
      messagesMock(messagesVariables(), [handled(priya!, true), ...sampleMessages.slice(1)]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Mark handled: Customer portal' }));
    expect(await screen.findByText('Message marked as handled')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mark as new: Customer portal' })).toBeInTheDocument();
  });

  it("says 'Failed to update message' and keeps the state when the change cannot be saved", async () => {
    const { user } = renderPage([messagesMock(messagesVariables()), setHandledErrorMock(priya!, true)]);
    await user.click(await screen.findByRole('button', { name: 'Mark handled: Customer portal' }));
    expect(await screen.findByText('Failed to update message')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark handled: Customer portal' })).toBeInTheDocument();
  });

  it('puts the state filter into the URL and lists only those messages', async () => {
    const { user } = renderPage([
      messagesMock(messagesVariables()),
      messagesMock(messagesVariables({ state: 'HANDLED' })),
    ]);
    await screen.findByText('Customer portal');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    const options = await screen.findAllByTitle('Handled');
    await user.click(options[options.length - 1]!);
    await waitFor(() => expect(subjects()).toEqual(['Training for our team']));
    expect(urlSearch()).toBe('?state=handled');
  });

  it('shows the error with Retry when the messages cannot be fetched', async () => {
    renderPage([messagesErrorMock()]);
    expect(await screen.findByText('Error loading messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('opens the Newsletter tab from the URL and keeps the tab in the URL when switching', async () => {
    const { user } = renderPage(
      [signupsMock(signupsVariables()), messagesMock(messagesVariables())],
      '/admin/inbox?tab=newsletter',
    );
    expect(await screen.findByText('reader@news.example')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(await screen.findByText('Customer portal')).toBeInTheDocument();
    expect(urlSearch()).toBe('');
  });
});
