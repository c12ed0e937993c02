// Placeholder until its issue's page lands.
export function LoginPage() {
  return <h1 className="p-8 text-2xl font-bold">Login</h1>;
}
