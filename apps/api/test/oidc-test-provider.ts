// A real OpenID Connect provider on 127.0.0.1 (the npm package oidc-provider) that stands in for
// Google in tests: its issuer goes into GOOGLE_ISSUER. Its development login page accepts any
// login and password; the login becomes the account id, and the email is `<login>@gmail.test`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The claims the provider returns for a login. */
  claimsFor(login: string): { sub: string; email: string; email_verified: boolean; name: string };
  close(): Promise<void>;
}

export async function startOidcProvider(options: { port?: number; redirectUris: string[] }): Promise<OidcTestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'store-test-client';
  const clientSecret = 'store-test-client-secret-that-is-long-enough';
  const claimsFor = (login: string) => ({
    sub: login,
    email: `${login.toLowerCase()}@gmail.test`,
    email_verified: true,
    name: `Google ${login}`,
  });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => claimsFor(id) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['store-test-cookie-key-0123456789abcdef'] },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    claimsFor,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Run directly (browser tests start it beside a server of their own):
 *   node --import tsx apps/api/test/oidc-test-provider.ts <port> <redirect uri>…
 * Prints `ready <issuer>` once it listens; stops on SIGTERM.
 */
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const [port, ...redirectUris] = process.argv.slice(2);
  const provider = await startOidcProvider({ port: Number(port), redirectUris });
  console.log(`ready ${provider.issuer}`);
  process.on('SIGTERM', () => {
    void provider.close().then(() => process.exit(0));
  });
}
