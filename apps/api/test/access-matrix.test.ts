/// <reference types="vite/client" />
// The access matrix: every `access/*.rows.ts` file, every row, every caller (anonymous, user A,
// user B, and the staff: admin, manager, packer, accountant). Each cell builds its own fixtures, sends
// the call, checks the status, and for a refused call checks that nothing the row snapshots has changed.
// NOTE: the `admin` column is the owner (users.role 'owner', every permission; the admins before the staff
// roles became owners). A row writes it and names the call's `permission`; the manager, packer and
// accountant columns follow from staff-roles.ts (types.ts, expectedStatus), so a change of a role's
// permissions changes every expectation at once, and no row lists the staff by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessContext, type AccessRow, type Actor, expectedStatus, STAFF_ACTORS } from './access/types.ts';
import { buildTestApp } from './build-test-app.ts';
import { createUser } from './users.ts';

const ACTORS: readonly Actor[] = ['anonymous', 'userA', 'userB', 'admin', ...STAFF_ACTORS];

/**
 * A rows file may bring its own services (a provider's test double) and the settings that point the
 * app at them: `environment()` starts them before its app is built; `close()` stops them after.
 */
interface RowsModule {
  rows: AccessRow[];
  environment?: () => Promise<{ env: Record<string, string>; close(): Promise<void> }>;
}

const files = import.meta.glob<RowsModule>('./access/*.rows.ts', { eager: true });

describe('access matrix: invalid input', () => {
  it('has a row for every bearer-protected route that takes a body or a query', async () => {
    const t = await buildTestApp();
    try {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
        paths: Record<
          string,
          Record<string, { security?: unknown[]; requestBody?: unknown; parameters?: { in: string }[] }>
        >;
      }>();
      const takesInput = (operation: { requestBody?: unknown; parameters?: { in: string }[] }) =>
        operation.requestBody !== undefined || (operation.parameters ?? []).some((p) => p.in === 'query');
      const protectedRoutes = Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation.security?.length && takesInput(operation))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
      expect(protectedRoutes.length).toBeGreaterThan(5);
      const covered = (files['./access/invalid-input.rows.ts']?.rows ?? []).map((r) =>
        r.name.replace(/ \(invalid input\)$/, ''),
      );
      expect(covered).toEqual(expect.arrayContaining(protectedRoutes));
    } finally {
      await t.close();
    }
  });
});

describe('access matrix: staff columns', () => {
  // A call only the owner's column may make (user B refused, the admin not) is a staff call: without
  // a `permission` every staff column would silently expect the owner's answer.
  it.each(Object.entries(files))('%s: every staff call names its permission', (_file, module) => {
    const unnamed = module.rows
      .filter((row) => row.expect.userB === 403 && row.expect.admin < 400 && row.permission === undefined && !row.staff)
      .map((row) => row.name);
    expect(unnamed).toEqual([]);
  });
});

describe.each(Object.entries(files))('access matrix: %s', (_file, module) => {
  let ctx: AccessContext;
  let services: Awaited<ReturnType<NonNullable<RowsModule['environment']>>> | undefined;

  beforeAll(async () => {
    services = await module.environment?.();
    // The matrix is about who may call what; the sign-in, write and unpaid-order limits have their own
    // tests (a row's setup places and pays orders through the API, many per file).
    const t = await buildTestApp({
      env: {
        AUTH_RATE_LIMIT: '100000',
        MAX_OPEN_UNPAID_ORDERS: '100000',
        RATE_LIMIT_SCALE: '2000',
        ...services?.env,
      },
    });
    ctx = {
      t,
      userA: await createUser(t, { name: 'User A' }),
      userB: await createUser(t, { name: 'User B' }),
      admin: await createUser(t, { name: 'Owner', role: 'owner' }),
      manager: await createUser(t, { name: 'Manager', role: 'manager' }),
      packer: await createUser(t, { name: 'Packer', role: 'packer' }),
      accountant: await createUser(t, { name: 'Accountant', role: 'accountant' }),
    };
  });

  afterAll(async () => {
    await ctx?.t.close();
    await services?.close();
  });

  it('has rows', () => {
    expect(module.rows.length).toBeGreaterThan(0);
  });

  describe.each(module.rows.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    it.each(ACTORS.map((actor) => [actor, expectedStatus(row, actor)] as const))('%s → %i', async (actor, expected) => {
      const request = await row.request(ctx);
      const actorHeaders =
        actor === 'anonymous' ? {} : request.useSession ? ctx[actor].sessionHeaders : ctx[actor].headers;
      const before = expected >= 400 && row.snapshot ? await row.snapshot(ctx) : undefined;
      const response = await ctx.t.app.inject({
        method: request.method,
        url: request.url,
        // The row's own headers win: token attacks bring their own authorization.
        headers: { ...actorHeaders, ...request.headers },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      expect(response.statusCode, `${actor}: ${request.method} ${request.url} → ${response.body}`).toBe(expected);
      if (expected >= 400 && row.snapshot) expect(await row.snapshot(ctx)).toEqual(before);
    });
  });
});
