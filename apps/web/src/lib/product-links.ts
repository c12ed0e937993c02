// Every product link in the web app goes to the product's public page; ordering stays at /singleservice/{id}.
export { productPublicPath as productPagePath } from '@store/shared/product-slug';
