// The one way the web app calls the API: JSON in and out, the bearer token from localStorage
// (accessToken, as the spec stores it), and errors as ApiError with the server's field messages.
import { API_PREFIX } from '@store/shared/api-paths';
import { type ErrorCode, isErrorCode } from '@store/shared/error-codes';

export const ACCESS_TOKEN_KEY = 'accessToken';

/**
 * The message of an ApiError that came without one of the server's (no answer, or an answer that
 * is not the API's). NOTE: English, like the API's own messages and not from a catalogue (this
 * module is in every page's bundle): a page shows an ApiError through useApiErrorText
 * (lib/api-error-text.ts), which says it in the page's language from the error's code.
 */
const NO_MESSAGE = 'We could not load this. Please try again.';

/**
 * The API's own error codes (one union with the server), or ours for a call that got no answer
 * (`NETWORK`) or an answer without one of those codes (`HTTP_ERROR`, e.g. a proxy's page).
 */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'HTTP_ERROR';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
    /** TRANSITION_NOT_ALLOWED: the order's state now, as the server says. */
    readonly currentStatus: string | null = null,
    /** The message's catalogue reference, when the server sent one (lib/api-error-text.ts shows it translated). */
    readonly messageId: string | null = null,
    /** The same for the field messages. */
    readonly fieldIds: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** An ApiError as plain JSON (the server renderer hands query errors to the browser so). */
export interface SerializedApiError {
  apiError: true;
  status: number;
  code: ApiErrorCode;
  message: string;
  fields: Record<string, string>;
  currentStatus: string | null;
  messageId?: string | null;
  fieldIds?: Record<string, string>;
}

export function serializeApiError(error: ApiError): SerializedApiError {
  const { status, code, message, fields, currentStatus, messageId, fieldIds } = error;
  return { apiError: true, status, code, message, fields, currentStatus, messageId, fieldIds };
}

export function reviveApiError(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('apiError' in value)) return value;
  const e = value as SerializedApiError;
  return new ApiError(e.status, e.code, e.message, e.fields, e.currentStatus, e.messageId ?? null, e.fieldIds ?? {});
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** A protected call: on 401/403 the app signs out and goes to /login (see onAuthRejected). */
  auth?: boolean;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

type AuthRejectedHandler = (status: number) => void;
let authRejectedHandler: AuthRejectedHandler | null = null;

/** Registered once by the auth layer: what to do when a protected call answers 401 or 403. */
export function onAuthRejected(handler: AuthRejectedHandler | null): void {
  authRejectedHandler = handler;
}

export function getAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
let apiFetch: FetchLike = (input, init) => fetch(input, init);

/**
 * The server renderer's transport: API calls answered in-process by the API itself (there is no
 * origin to resolve `/api/...` against on the server). The browser keeps the global fetch.
 */
export function setApiFetch(transport: FetchLike): void {
  apiFetch = transport;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  const token = getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
  if (request.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await apiFetch(`${API_PREFIX}${path}`, {
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
  const text = await response.text();
  return { data: parseJson(text) as T, headers: response.headers };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The API's error answer as an ApiError (and, for a protected call, the 401/403 hand-off). */
export async function toApiError(response: Response, request: ApiRequest): Promise<ApiError> {
  const payload = parseJson(await response.text());
  const err = (
    payload as
      | {
          error?: {
            code?: string;
            message?: string;
            fields?: Record<string, string>;
            currentStatus?: string;
            messageId?: string;
            fieldIds?: Record<string, string>;
          };
        }
      | undefined
  )?.error;
  // NOTE: a 403 EMAIL_NOT_VERIFIED (REQUIRE_VERIFIED_EMAIL) is the caller's to show, not a rejected session.
  const isAuthRejection = response.status === 401 || (response.status === 403 && err?.code !== 'EMAIL_NOT_VERIFIED');
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

/** apiRequest when only the body matters. */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiRequest<T>(path, request)).data;
}
