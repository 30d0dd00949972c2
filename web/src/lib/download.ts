import { freshAccessToken } from './session-refresh';

/** The server's message when it refused (401/403/400/404 answer with text), or a generic one. */
async function refusal(response: Response): Promise<string> {
  if (response.status === 401) return 'Your session has ended. Please sign in again.';
  const text = (await response.text().catch(() => '')).trim();
  return text && text.length < 200 ? text : `The download failed (HTTP ${response.status}).`;
}

/** The file name the server gave in Content-Disposition, or `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a file the server makes for the signed-in user (a CSV export, a PDF payslip) with the
 * in-memory access token, then saves it under the server's file name (or `fallbackName`). Throws
 * with a message fit to show when the server refuses or cannot be reached.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const token = await freshAccessToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new Error('The server could not be reached. Please try again.');
  }
  if (!response.ok) throw new Error(await refusal(response));
  const fileName = attachmentName(response.headers.get('content-disposition'), fallbackName);
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
  return fileName;
}
