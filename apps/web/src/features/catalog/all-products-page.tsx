// Placeholder until its issue's page lands.
export function AllProductsPage() {
  return <h1 className="p-8 text-2xl font-bold">All products</h1>;
}
