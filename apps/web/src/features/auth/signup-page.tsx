// Placeholder until its issue's page lands.
export function SignupPage() {
  return <h1 className="p-8 text-2xl font-bold">Sign up</h1>;
}
