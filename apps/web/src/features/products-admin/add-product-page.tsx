// Placeholder until its issue's page lands.
export function AddProductPage() {
  return <h1 className="p-8 text-2xl font-bold">Add Product</h1>;
}
