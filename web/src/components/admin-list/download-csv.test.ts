import { session } from '../../lib/session';
import { attachmentName, downloadCsv } from './download-csv';
import { mockDownloads } from '../../test/downloads';

const user = { id: 1, name: 'Admin', email: 'admin@example.com', role: 'ADMIN' as const };

describe('downloadCsv', () => {
  const { fetchMock, saved: clicked } = mockDownloads();

  beforeEach(() => {
    session.signIn('access-token', new Date(Date.now() + 15 * 60_000).toISOString(), user);
  });
  afterEach(() => session.signOut());

  it('asks the server with the access token and the filters given, then saves the file under its name', async () => {
    fetchMock.mockResolvedValue(
      new Response('ID\r\n', {
        headers: { 'content-disposition': 'attachment; filename="projects-2026-11-23.csv"' },
      }),
    );
    const name = await downloadCsv('/api/export/projects.csv', {
      search: 'mobile app',
      category: null,
      sort: 'TITLE',
      direction: 'ASC',
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/export/projects.csv?search=mobile+app&sort=TITLE&direction=ASC', {
      headers: { authorization: 'Bearer access-token' },
    });
    expect(name).toBe('projects-2026-11-23.csv');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toMatchObject({ download: 'projects-2026-11-23.csv', href: 'blob:csv' });
  });

  it("throws the server's reason when it refuses", async () => {
    fetchMock.mockResolvedValue(new Response('You do not have permission to do this', { status: 403 }));
    await expect(downloadCsv('/api/export/projects.csv', {})).rejects.toThrow('You do not have permission to do this');
    expect(clicked).toHaveLength(0);
  });

  it('says so when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(downloadCsv('/api/export/projects.csv', {})).rejects.toThrow(
      'The server could not be reached. Please try again.',
    );
  });
});

describe('attachmentName', () => {
  it('reads the file name of Content-Disposition, or falls back', () => {
    expect(attachmentName('attachment; filename="a-2026-01-01.csv"', 'x.csv')).toBe('a-2026-01-01.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
  });
});
