// Placeholder until its issue's page lands.
export function NotFoundPage() {
  return <h1 className="p-8 text-2xl font-bold">Page not found</h1>;
}
