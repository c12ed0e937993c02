// /quote (anyone): Request For Quote. The lines (from the cart with ?from=cart, or added by search), a note
// and how to reach the buyer (a signed-in buyer's profile fills it in). The shared schema checks it in the
// browser; the server's field messages are shown at their fields. Sent: a link to the request's page.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type Product, QuoteRequestInputSchema } from '@store/shared/schemas';
import { TextAreaField, TextField } from '../../components/ui/fields.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiErrorText } from '../../lib/api-error-text.ts';
import { useSession } from '../../lib/auth.ts';
import { cartQueryOptions, readLocalCart } from '../../lib/cart.ts';
import { useLocale, useResolveMessage, useTexts } from '../../lib/i18n.tsx';
import { usePageHead } from '../../lib/page-title.ts';
import { useRequestQuote } from './api/quotes.ts';
import { ProductFinder } from './components/product-finder.tsx';
import { type DraftLine, RequestLine } from './components/request-line.tsx';

type Errors = Record<string, string | undefined>;

let nextKey = 0;
const draft = (productId: string, variantId: string | undefined, quantity: number | string): DraftLine => ({
  key: `line-${(nextKey += 1)}`,
  productId,
  variantId,
  quantity: String(quantity),
});

/** The cart's lines, once: the account's for a signed-in buyer, else this browser's. */
function useCartLines(wanted: boolean, signedIn: boolean | null): DraftLine[] | null {
  const cart = useQuery({ ...cartQueryOptions(), enabled: wanted && signedIn === true });
  if (!wanted || signedIn === null) return null;
  if (!signedIn) return readLocalCart().map((l) => draft(l.productId, l.variantId, l.quantity));
  return cart.data ? cart.data.lines.map((l) => draft(l.productId, l.variantId, l.quantity)) : null;
}

export function QuoteRequestPage() {
  const { QUOTE_REQUEST_TEXT: T } = useTexts('quotes-ui');
  // The areas of the schema's messages (the phone's is delivery's) and of the minimum order's.
  useTexts('quotes');
  useTexts('delivery');
  const { MESSAGES } = useTexts('feedback');
  usePageHead({ title: T.title, canonicalPath: '/quote' });
  const locale = useLocale();
  const apiText = useApiErrorText();
  const [searchParams] = useSearchParams();
  const { user, isLoading } = useSession();
  const cartLines = useCartLines(searchParams.get('from') === 'cart', isLoading ? null : user !== null);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [contact, setContact] = useState({ note: '', name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<{ id: string; key: string } | null>(null);
  const request = useRequestQuote();

  const prefilled = useRef({ cart: false, profile: false });
  useEffect(() => {
    if (prefilled.current.cart || !cartLines) return;
    prefilled.current.cart = true;
    setLines(cartLines);
  }, [cartLines]);
  useEffect(() => {
    if (prefilled.current.profile || !user) return;
    prefilled.current.profile = true;
    setContact((c) => ({ ...c, name: user.name, email: user.email, phone: user.phoneNumber ?? '' }));
  }, [user]);

  const changeLine = useCallback(
    (changed: DraftLine) => setLines((all) => all.map((l) => (l.key === changed.key ? changed : l))),
    [],
  );
  const addProduct = (product: Product) =>
    setLines((all) => [...all, draft(product._id, undefined, Math.max(1, product.minQuantity))]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const input = {
      lines: lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: Number(l.quantity) })),
      ...contact,
      locale,
    };
    const found: Errors = {};
    const parsed = QuoteRequestInputSchema.safeParse(input);
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    lines.forEach((l, i) => {
      const quantity = Number(l.quantity);
      if (l.minQuantity && Number.isInteger(quantity) && quantity >= 1 && quantity < l.minQuantity)
        found[`lines.${i}.quantity`] ??= MESSAGES.quantityBelowMinimum({ min: l.minQuantity });
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      setCreated(await request.mutateAsync(input));
    } catch (error) {
      const fields = error instanceof ApiError ? Object.keys(error.fields) : [];
      setErrors(Object.fromEntries(fields.map((name) => [name, apiText.field(error, name)])));
      setFailure(apiText.message(error, T.failed));
    }
  }

  if (created) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold">{T.title}</h1>
        <div role="status" className="alert alert-success mt-6 flex flex-col items-start">
          <p>{T.sent}</p>
          <Link className="btn btn-sm" to={`/quotes/${created.id}?key=${encodeURIComponent(created.key)}`}>
            {T.open}
          </Link>
        </div>
      </div>
    );
  }

  const linesError = errors.lines;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{T.title}</h1>
      <p className="mt-2 max-w-prose">{T.intro}</p>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={T.title} className="mt-6 grid gap-6">
        <section aria-labelledby="quote-lines-heading">
          <h2 id="quote-lines-heading" className="text-xl font-bold">
            {T.linesHeading}
          </h2>
          {lines.length === 0 ? <p className="mt-2">{T.noLines}</p> : null}
          {linesError ? <LineError text={linesError} /> : null}
          <ul className="mt-2 grid gap-3">
            {lines.map((line, i) => (
              <RequestLine
                key={line.key}
                line={line}
                onChange={changeLine}
                onRemove={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                errors={{
                  quantity: errors[`lines.${i}.quantity`],
                  variantId: errors[`lines.${i}.variantId`],
                  productId: errors[`lines.${i}.productId`],
                }}
              />
            ))}
          </ul>
          <ProductFinder onAdd={addProduct} />
        </section>
        <TextAreaField
          label={T.noteLabel}
          rows={4}
          maxLength={2000}
          value={contact.note}
          error={errors.note}
          onChange={(event) => setContact({ ...contact, note: event.currentTarget.value })}
          className="border-base-content/60 border"
        />
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="text-xl font-bold">{T.contactHeading}</legend>
          <p className="text-sm sm:col-span-2">{T.reachHint}</p>
          <TextField
            label={T.nameLabel}
            autoComplete="name"
            maxLength={100}
            value={contact.name}
            error={errors.name}
            onChange={(event) => setContact({ ...contact, name: event.currentTarget.value })}
          />
          <TextField
            label={T.emailLabel}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={contact.email}
            error={errors.email}
            onChange={(event) => setContact({ ...contact, email: event.currentTarget.value })}
          />
          <TextField
            label={T.phoneLabel}
            type="tel"
            autoComplete="tel"
            maxLength={20}
            value={contact.phone}
            error={errors.phone}
            onChange={(event) => setContact({ ...contact, phone: event.currentTarget.value })}
          />
        </fieldset>
        <div>
          <button type="submit" className="btn btn-primary" disabled={request.isPending}>
            {request.isPending ? T.sending : T.submit}
          </button>
          <div role="alert" className="mt-3">
            {failure ? <p className="text-error">{failure}</p> : null}
          </div>
        </div>
      </form>
    </div>
  );
}

/** The lines' own message (none, too many), a text or a schema's reference. */
function LineError({ text }: { text: string }) {
  const resolve = useResolveMessage();
  return <p className="text-error mt-2">{resolve(text)}</p>;
}
