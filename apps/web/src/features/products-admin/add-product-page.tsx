// /dashboard/addproduct (admin): the spec's Add product form with Publish Product.
import { useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { ProductForm } from './components/product-form.tsx';

export function AddProductPage() {
  const { SPEC_APP_TEXT } = useTexts('spec-app');
  usePageTitle(SPEC_APP_TEXT.menuAddProduct);
  return (
    <section aria-labelledby="add-product-heading">
      <h2 id="add-product-heading" className="mb-4 text-2xl font-bold">
        {SPEC_APP_TEXT.menuAddProduct}
      </h2>
      <ProductForm />
    </section>
  );
}
