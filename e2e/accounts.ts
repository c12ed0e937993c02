// Accounts the e2e server knows from the start. Kept apart from fixtures.ts so that
// playwright.config.ts can read them without loading the test fixtures.

/** A user account as the tests sign it up or in. */
export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/** The first admin, created by the e2e server at start (ADMIN_EMAIL/ADMIN_PASSWORD in playwright.config.ts). */
export const E2E_ADMIN: TestUser = { name: 'Admin', email: 'admin@e2e.example.test', password: 'e2e-admin-secret' };
