// Placeholder until its issue's page lands.
export function AddReviewPage() {
  return <h1 className="p-8 text-2xl font-bold">Add A Review</h1>;
}
