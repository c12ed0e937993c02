// Placeholder until its issue's page lands.
export function AllUsersPage() {
  return <h1 className="p-8 text-2xl font-bold">Make Admin</h1>;
}
