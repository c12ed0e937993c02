// The access matrix: every API call, with the status expected for each kind of caller.
// Each feature adds a `<feature>.rows.ts` file beside this one exporting `rows: AccessRow[]`;
// access-matrix.test.ts runs every cell and checks that a refused call changed nothing.
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../build-test-app.ts';

export type Actor = 'anonymous' | 'userA' | 'userB' | 'admin';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'user';
  /** The app's bearer JWT for this user. */
  token: string;
  /** `{ authorization: 'Bearer …' }` */
  headers: Record<string, string>;
  /** A better-auth session cookie header for this user: `{ cookie: '…' }`. */
  sessionHeaders: Record<string, string>;
}

export interface AccessContext {
  t: TestApp;
  userA: TestUser;
  userB: TestUser;
  admin: TestUser;
}

export interface AccessRequest {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  payload?: InjectOptions['payload'];
  /** Extra headers; the runner adds the actor's authorization header unless `useSession` is set. */
  headers?: Record<string, string>;
  /** Authenticate with the actor's session cookie instead of the bearer token (PUT /api/user/{email}). */
  useSession?: boolean;
}

export interface AccessRow {
  /** e.g. 'DELETE /api/myorders/{id} (order of user A)' */
  name: string;
  /** Builds fresh fixtures for one cell (called once per actor) and returns the request to send. */
  request(ctx: AccessContext): Promise<AccessRequest>;
  expect: Record<Actor, number>;
  /** What the call could change; for every refused cell it must be equal before and after. */
  snapshot?(ctx: AccessContext): Promise<unknown>;
}
