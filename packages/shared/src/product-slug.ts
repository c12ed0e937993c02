// The readable part of a product's public address (/products/{id}/{slug}), made from its name.
// The id alone finds the product; the slug only makes the address say what it shows, so a wrong
// slug is redirected to this one.

/** "Forged Alloy Chainring 44T" → "forged-alloy-chainring-44t"; "product" when nothing is left. */
export function productSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'product';
}

export function productPublicPath(product: { _id: string; name: string }): string {
  return `/products/${encodeURIComponent(product._id)}/${encodeURIComponent(productSlug(product.name))}`;
}
