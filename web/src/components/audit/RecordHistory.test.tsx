import { screen, within } from '@testing-library/react';
import type { AnyApolloMock } from '../../test/apollo-mocks';
import { renderWithApp } from '../../test/render';
import { auditMock, auditNetworkErrorMock, auditVariables, sampleEntries } from './audit.mocks';
import { HISTORY_PAGE_SIZE, RecordHistory } from './RecordHistory';
import { RecordTabs } from './RecordTabs';

jest.setTimeout(60_000);

const forProject = (overrides = {}) =>
  auditVariables({ entity: 'Project', entityId: '12', limit: HISTORY_PAGE_SIZE, ...overrides });
/** Twelve entries about one project: two pages. */
const many = Array.from({ length: 12 }, (_, i) => ({
  ...sampleEntries[0]!,
  id: 100 - i,
  label: `Acme site v${12 - i}`,
}));

const render = (mocks: readonly AnyApolloMock[]) =>
  renderWithApp(<RecordHistory entity="Project" entityId={12} />, { mocks });

describe('RecordHistory', () => {
  it("lists the record's own entries and pages through them", async () => {
    const { user } = render([auditMock(forProject(), many), auditMock(forProject({ offset: 10 }), many)]);
    expect(await screen.findByText("Sam Taylor updated Project 'Acme site v12'")).toBeInTheDocument();
    expect(screen.getByText('12 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText("Sam Taylor updated Project 'Acme site v2'")).toBeInTheDocument();
    expect(screen.queryByText("Sam Taylor updated Project 'Acme site v12'")).toBeNull();
  });

  it('says so when the record has no history yet', async () => {
    render([auditMock(forProject(), [])]);
    expect(await screen.findByText('No history recorded for this record yet')).toBeInTheDocument();
  });

  it('shows the error with Retry', async () => {
    const { user } = render([auditNetworkErrorMock(forProject()), auditMock(forProject())]);
    expect(await screen.findByText('Error loading history')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText("Sam Taylor updated Project 'Acme site'")).toBeInTheDocument();
  });
});

describe('RecordTabs', () => {
  it('shows the details first and asks for the history only once its tab is opened', async () => {
    const { user } = renderWithApp(
      <RecordTabs entity="Project" entityId={12}>
        <p>The form</p>
      </RecordTabs>,
      { mocks: [auditMock(forProject())] },
    );
    expect(screen.getByText('The form')).toBeInTheDocument();
    expect(screen.queryByText('Loading activity...')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const panel = screen.getByRole('tabpanel', { name: 'History' });
    expect(await within(panel).findByText("Sam Taylor updated Project 'Acme site'")).toBeInTheDocument();
  });
});
