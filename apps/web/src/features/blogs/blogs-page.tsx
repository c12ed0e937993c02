// Placeholder until its issue's page lands.
export function BlogsPage() {
  return <h1 className="p-8 text-2xl font-bold">Blogs</h1>;
}
