// Placeholder until its issue's page lands.
export function HomePage() {
  return <h1 className="p-8 text-2xl font-bold">Bicycle Manufacturer</h1>;
}
