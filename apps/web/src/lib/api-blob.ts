// Files the API sends (an invoice PDF, the orders CSV) as a Blob: they need the bearer token, so a plain
// link cannot fetch them; errors come back as ApiError like any other call.
import { type ApiRequest, apiResponse } from './api-client.ts';

export async function apiBlob(path: string, request: Pick<ApiRequest, 'auth' | 'signal'> = {}): Promise<Blob> {
  return (await apiResponse(path, { ...request, headers: { accept: '*/*' } })).blob();
}
