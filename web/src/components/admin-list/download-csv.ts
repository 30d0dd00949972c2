import { downloadFile } from '../../lib/download';

export { attachmentName } from '../../lib/download';

/**
 * Downloads a server CSV export (`/api/export/<name>.csv` with the list's filters) and saves it
 * under the server's file name. Throws with a message fit to show when the server refuses or
 * cannot be reached.
 */
export async function downloadCsv(path: string, params: Record<string, string | null | undefined>): Promise<string> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const url = query.size ? `${path}?${query}` : path;
  return downloadFile(url, path.split('/').pop() ?? 'export.csv');
}
