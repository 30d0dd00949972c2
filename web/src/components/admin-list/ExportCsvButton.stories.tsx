import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ExportCsvButton } from './ExportCsvButton';

/** Answers the export with `response` for the story's length (Storybook has no API behind it). */
const answering = (response: () => Response) => () => {
  const real = window.fetch;
  window.fetch = async () => response();
  return () => {
    window.fetch = real;
  };
};

const meta = {
  title: 'Admin List/ExportCsvButton',
  component: ExportCsvButton,
  parameters: { layout: 'centered' },
  args: { path: '/api/export/fruits.csv', params: { search: 'apple', sort: 'NAME', direction: 'ASC' } },
} satisfies Meta<typeof ExportCsvButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server sends the file: the browser saves fruits-<day>.csv. */
export const Downloads: Story = {
  beforeEach: answering(
    () =>
      new Response('Name,Origin\r\nApple,Kazakhstan\r\n', {
        headers: { 'content-disposition': 'attachment; filename="fruits-2026-11-23.csv"' },
      }),
  ),
};

/** The server refuses (the session ended, say): a notification says why. */
export const Refused: Story = {
  beforeEach: answering(() => new Response('You do not have permission to do this', { status: 403 })),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Export CSV/ }));
    await expect(await screen.findByText('Export failed')).toBeInTheDocument();
    await expect(screen.getByText('You do not have permission to do this')).toBeInTheDocument();
  },
};
