export function findWidget(id: string): { id: string } {
  return { id };
}
