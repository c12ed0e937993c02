// Placeholder until its issue's page lands.
export function ManageProductsPage() {
  return <h1 className="p-8 text-2xl font-bold">Manage Products</h1>;
}
