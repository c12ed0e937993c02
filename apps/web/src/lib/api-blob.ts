// Files the API sends (an invoice PDF, the orders CSV) as a Blob. In its own module so that the
// pages that never download a file (the home page among them) do not carry it.
import { API_PREFIX } from '@store/shared/api-paths';
import { ApiError, type ApiRequest, getAccessToken, toApiError } from './api-client.ts';

/**
 * A file the API sends (a PDF, a CSV) as a Blob. It needs the bearer token, so a plain link cannot
 * fetch it; errors come back as ApiError like any other call.
 */
export async function apiBlob(path: string, request: Pick<ApiRequest, 'auth' | 'signal'> = {}): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      headers,
      credentials: 'same-origin',
      ...(request.signal ? { signal: request.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // The page shows its own text for the code (lib/api-error-text.ts).
    throw new ApiError(0, 'NETWORK', 'We could not load this. Please try again.');
  }
  if (!response.ok) throw await toApiError(response, request);
  return response.blob();
}
