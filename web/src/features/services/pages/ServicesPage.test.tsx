import { screen, within } from '@testing-library/react';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import { SAMPLE_SERVICES_INTRO, servicesIntroMock } from '../mocks/services-intro.mocks';
import { sampleServices, servicesLoadingMock, servicesMock, servicesNetworkErrorMock } from '../mocks/services.mocks';
import ServicesPage from './ServicesPage';

function renderPage(mocks: readonly AnyApolloMock[]) {
  return renderWithApp(<ServicesPage />, {
    route: '/services',
    path: '/services',
    mocks: [servicesIntroMock(), ...mocks],
  });
}

const cards = () => screen.getAllByRole('article');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

/** The table as text, row by row: header cells then data cells (a check reads 'Included', a cross 'Not included'). */
const tableText = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));

describe('ServicesPage', () => {
  it("introduces 'Our Services' with the introduction saved in the back office", async () => {
    renderPage([servicesLoadingMock()]);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    expect(await screen.findByText(SAMPLE_SERVICES_INTRO)).toBeInTheDocument();
    expect(screen.getByText('Loading services...')).toBeInTheDocument();
  });

  it('shows one card per service, in order, each with its description, bullet points and Read More link', async () => {
    renderPage([servicesMock()]);
    expect(await screen.findByText(sampleServices[0]!.name)).toBeInTheDocument();

    expect(cardTitles()).toEqual(sampleServices.map((s) => s.name));
    // The Web Development card appears once, not twice as in the first prototype.
    expect(cardTitles().filter((title) => title === 'Web Development')).toHaveLength(1);
    sampleServices.forEach((service, index) => {
      const card = within(cards()[index]!);
      expect(card.getByText(service.description)).toBeInTheDocument();
      expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual(service.bulletPoints);
      expect(card.getByRole('link', { name: `Read More about ${service.name}` })).toHaveAttribute(
        'href',
        `/services/${service.id}`,
      );
    });
  });

  it("shows the 'Service Tiers' table exactly as the spec has it", () => {
    renderPage([servicesLoadingMock()]);
    expect(screen.getByRole('heading', { level: 2, name: 'Service Tiers' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /^Service Tiers/ });

    expect(tableText(table)).toEqual([
      ['Feature', 'Standard', 'Professional', 'Enterprise'],
      ['Initial Consultation', 'Included', 'Included', 'Included'],
      ['Dedicated Project Manager', 'Not included', 'Included', 'Included'],
      ['SLA Response Time', '48 hours', '24 hours', '4 hours'],
      ['Post-Launch Support', '30 days', '90 days', '1 year'],
      ['Code Documentation', 'Basic', 'Comprehensive', 'Enterprise-grade'],
      ['Performance Optimization', 'Not included', 'Included', 'Included'],
      ['Ongoing Maintenance', 'none', 'Optional', 'Included'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col', 'col', 'col']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(7);
    within(table)
      .getAllByRole('rowheader')
      .forEach((th) => expect(th).toHaveAttribute('scope', 'row'));
  });

  it("ends with 'What Our Clients Say', after the tiers", () => {
    renderPage([servicesLoadingMock()]);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(-2)).toEqual(['Service Tiers', 'What Our Clients Say']);
  });

  it("says 'Error loading services' and loads the services again on Retry", async () => {
    const { user } = renderPage([servicesNetworkErrorMock(), servicesMock()]);
    expect(await screen.findByText('Error loading services')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText(sampleServices[0]!.name)).toBeInTheDocument();
    expect(cards()).toHaveLength(sampleServices.length);
    expect(screen.queryByText('Error loading services')).not.toBeInTheDocument();
  });

  it("says 'No services found' when the catalogue is empty", async () => {
    renderPage([servicesMock([])]);
    expect(await screen.findByText('No services found')).toBeInTheDocument();
  });
});
