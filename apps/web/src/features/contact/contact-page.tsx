// Placeholder until its issue's page lands.
export function ContactPage() {
  return <h1 className="p-8 text-2xl font-bold">Contact Us</h1>;
}
