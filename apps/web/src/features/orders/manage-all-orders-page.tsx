// Placeholder until its issue's page lands.
export function ManageAllOrdersPage() {
  return <h1 className="p-8 text-2xl font-bold">Manage All Orders</h1>;
}
