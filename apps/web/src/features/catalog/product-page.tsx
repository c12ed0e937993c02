// Placeholder until its issue's page lands.
export function ProductPage() {
  return <h1 className="p-8 text-2xl font-bold">Product</h1>;
}
