// Files the API sends (an invoice PDF, the orders CSV) as a Blob: they need the bearer token, so a plain
// link cannot fetch them; errors come back as ApiError like any other call.
import { type ApiRequest, apiResponse } from './api-client.ts';

export async function apiBlob(path: string, request: Pick<ApiRequest, 'auth' | 'signal'> = {}): Promise<Blob> {
  return (await apiResponse(path, { ...request, headers: { accept: '*/*' } })).blob();
}

/** Saves a fetched Blob as a file through a temporary object URL and a download link (<a href> could not send the token). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // NOTE: revoked on the next task, once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
