// /singleservice/{id} (signed in): the product, the Purchase form, then the Order Now form (spec §2).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CATALOG_TEXT } from '@store/shared/messages/catalog';
import { ORDER_TEXT } from '@store/shared/messages';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/auth.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { orderProductQueryOptions } from './api/get-order-product.ts';
import { OrderForm } from './components/order-form.tsx';
import { ProductSummary } from './components/product-summary.tsx';
import { QuantityForm } from './components/quantity-form.tsx';

export function ProductOrderPage() {
  const { id = '' } = useParams();
  const product = useQuery(orderProductQueryOptions(id));
  const { user } = useSession();
  /** The quantity that passed the Purchase check; the Order Now form shows it (spec §4). */
  const [quantity, setQuantity] = useState<number | null>(null);
  usePageTitle(product.data?.name ?? ORDER_TEXT.orderTitle);

  if (product.isPending) return <Spinner />;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) {
      return (
        <section className="mx-auto max-w-3xl px-4 py-12 text-center">
          <h1 className="mb-4 text-3xl font-bold">{CATALOG_TEXT.productNotFoundHeading}</h1>
          <p className="mb-6">{CATALOG_TEXT.productNotFound}</p>
          <Link to="/allproducts" className="btn btn-primary">
            {CATALOG_TEXT.backToProducts}
          </Link>
        </section>
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4">
        <LoadError onRetry={() => void product.refetch()} />
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10">
      <ProductSummary product={product.data} />
      <section aria-label={ORDER_TEXT.orderTitle} className="grid gap-10 md:grid-cols-2">
        <QuantityForm key={product.data._id} product={product.data} onAccept={setQuantity} />
        {quantity !== null && user ? (
          <OrderForm product={product.data} quantity={quantity} email={user.email} onBooked={() => setQuantity(null)} />
        ) : null}
      </section>
    </div>
  );
}
