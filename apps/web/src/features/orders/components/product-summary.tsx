// The product on its order page: image, name, description, minimum quantity, available stock, price.
import { PUBLIC_TEXT, SPEC_TEXT } from '@store/shared/messages';
import { formatTaka } from '@store/shared/money';
import type { Product } from '@store/shared/schemas';

export function ProductSummary({ product }: { product: Product }) {
  return (
    <article className="grid gap-6 md:grid-cols-2">
      <img
        src={product.img}
        alt={product.name}
        width={600}
        height={450}
        className="aspect-[4/3] w-full rounded-box bg-base-200 object-contain"
      />
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">{product.name}</h1>
        <p className="whitespace-pre-line">{product.des}</p>
        <p>
          {SPEC_TEXT.minimumOrder}: <span className="font-semibold">{product.minQuantity}</span>
        </p>
        <p>
          {SPEC_TEXT.available}: <span className="font-semibold">{product.maxQuantity}</span>
        </p>
        <p className="text-xl">
          {PUBLIC_TEXT.price}: <span className="font-bold text-primary">{formatTaka(product.price)}</span>
        </p>
      </div>
    </article>
  );
}
