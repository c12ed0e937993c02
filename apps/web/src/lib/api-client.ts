// The one way the web app calls the API: JSON in and out, the bearer token from localStorage
// (accessToken, as the spec stores it), and errors as ApiError with the server's field messages.
import { API_PREFIX } from '@store/shared/api-paths';
import { type ErrorCode, isErrorCode } from '@store/shared/error-codes';
import type { ErrorBody } from '@store/shared/schemas';
import { tryOr } from './try-or.ts';

export const ACCESS_TOKEN_KEY = 'accessToken';

/**
 * NOTE: English and not from a catalogue (this module is in every page's bundle): a page shows an ApiError
 * through useApiErrorText (lib/api-error-text.ts), in the page's language from the error's code.
 */
const NO_MESSAGE = 'We could not load this. Please try again.';

/** `NETWORK`: no answer; `HTTP_ERROR`: an answer without one of the API's codes (a proxy's page). */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'HTTP_ERROR';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly currentStatus: string | null = null,
    /** The message's catalogue reference, when the server sent one. */
    readonly messageId: string | null = null,
    readonly fieldIds: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** An ApiError as plain JSON (the server renderer hands query errors to the browser so). */
type SerializedApiError = { apiError: true } & Pick<
  ApiError,
  'status' | 'code' | 'message' | 'fields' | 'currentStatus' | 'messageId' | 'fieldIds'
>;

export function serializeApiError(error: ApiError): SerializedApiError {
  const { status, code, message, fields, currentStatus, messageId, fieldIds } = error;
  return { apiError: true, status, code, message, fields, currentStatus, messageId, fieldIds };
}

export function reviveApiError(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('apiError' in value)) return value;
  const e = value as SerializedApiError;
  return new ApiError(e.status, e.code, e.message, e.fields, e.currentStatus, e.messageId, e.fieldIds);
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** A protected call: on 401/403 the app signs out and goes to /login (see onAuthRejected). */
  auth?: boolean;
  headers?: Record<string, string>;
  /** Sends the call instead of fetch: an upload that reports its progress (lib/upload-progress.ts). */
  transport?: FetchLike;
}

type AuthRejectedHandler = (status: number) => void;
let authRejectedHandler: AuthRejectedHandler | null = null;

/** Registered once by the auth layer: what to do when a protected call answers 401 or 403. */
export function onAuthRejected(handler: AuthRejectedHandler | null): void {
  authRejectedHandler = handler;
}

export const getAccessToken = (): string | null => tryOr(() => localStorage.getItem(ACCESS_TOKEN_KEY), null);

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
let apiFetch: FetchLike = (input, init) => fetch(input, init);

/** The server renderer answers API calls in-process (there is no origin to resolve `/api/...` against). */
export function setApiFetch(transport: FetchLike): void {
  apiFetch = transport;
}

/** The call itself: the token, the body, and a failure as ApiError (the answer's body is the caller's to read). */
export async function apiResponse(path: string, request: ApiRequest = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  const token = getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
  if (request.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await (request.transport ?? apiFetch)(`${API_PREFIX}${path}`, {
      method: request.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      ...(request.signal ? { signal: request.signal } : {}),
      ...(request.body !== undefined
        ? { body: isForm ? (request.body as FormData) : JSON.stringify(request.body) }
        : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', NO_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response, request);
  return response;
}

/** The answer's body (parsed JSON) and its headers. */
export async function apiRequest<T>(path: string, request: ApiRequest = {}) {
  const response = await apiResponse(path, request);
  return { data: parseJson(await response.text()) as T, headers: response.headers };
}

const parseJson = (text: string): unknown => (text ? tryOr(() => JSON.parse(text) as unknown, undefined) : undefined);

/** The API's error answer as an ApiError (and, for a protected call, the 401/403 hand-off). */
async function toApiError(response: Response, request: ApiRequest): Promise<ApiError> {
  const payload = parseJson(await response.text());
  const err = (payload as Partial<ErrorBody> | undefined)?.error;
  // NOTE: a 403 EMAIL_NOT_VERIFIED (REQUIRE_VERIFIED_EMAIL) or PERMISSION_DENIED (a staff role without that
  // permission) is the caller's to show, not a rejected session.
  const isAuthRejection =
    response.status === 401 ||
    (response.status === 403 && err?.code !== 'EMAIL_NOT_VERIFIED' && err?.code !== 'PERMISSION_DENIED');
  if (request.auth && isAuthRejection) authRejectedHandler?.(response.status);
  return new ApiError(
    response.status,
    err?.code !== undefined && isErrorCode(err.code) ? err.code : 'HTTP_ERROR',
    err?.message ?? NO_MESSAGE,
    err?.fields ?? {},
    err?.currentStatus ?? null,
    err?.messageId ?? null,
    err?.fieldIds ?? {},
  );
}

export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiRequest<T>(path, request)).data;
}
