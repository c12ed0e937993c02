// Placeholder until its issue's page lands.
export function PaymentPage() {
  return <h1 className="p-8 text-2xl font-bold">Payment</h1>;
}
