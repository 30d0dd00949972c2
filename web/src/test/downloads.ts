/**
 * Stubs what a file download touches in jsdom, around each test of the calling `describe`: fetch
 * (its answer is the test's to set, by default a one-line CSV), object URLs (`blobUrl`) and the
 * link's click, which records the link instead of navigating. `saved` holds the links clicked.
 */
export function mockDownloads(blobUrl = 'blob:csv') {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  const saved: HTMLAnchorElement[] = [];
  beforeEach(() => {
    saved.length = 0;
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockResolvedValue(new Response('Name\r\n', { headers: { 'content-type': 'text/csv' } }));
    URL.createObjectURL = jest.fn(() => blobUrl);
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fetchMock.mockReset();
  });
  return { fetchMock, saved };
}
