// The product's pictures: a large one with previous/next, the arrow keys, Home, End and a swipe, and
// thumbnails. The position is announced ("Picture 2 of 4").
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTexts } from '../../../lib/i18n.tsx';

const SWIPE_PX = 40;

export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { PRODUCT_PAGE_TEXT } = useTexts('product-page');
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const count = images.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const go = (to: number) => setIndex(((to % count) + count) % count);

  const position = PRODUCT_PAGE_TEXT.galleryPosition({ n: current + 1, of: count });
  const picture = (
    <img
      src={images[current]}
      alt={count > 1 ? `${name} (${position})` : name}
      translate={count > 1 ? undefined : 'no'}
      width={400}
      height={300}
      draggable={false}
      fetchPriority={current === 0 ? 'high' : 'auto'}
      className="aspect-[4/3] h-auto w-full object-contain"
    />
  );
  if (count <= 1) return <figure className="rounded-box border border-base-300 bg-base-200">{picture}</figure>;

  const onKeyDown = (event: KeyboardEvent) => {
    const to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? current + 1 : current - 1);
  };

  return (
    <section aria-label={PRODUCT_PAGE_TEXT.gallery} aria-roledescription="carousel" className="flex flex-col gap-3">
      <div className="relative">
        <figure
          // Focusable so that the arrow keys move through the pictures.
          tabIndex={0}
          aria-label={`${name}: ${position}`}
          onKeyDown={onKeyDown}
          onPointerDown={(event) => (start.current = event.clientX)}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (start.current = null)}
          className="touch-pan-y rounded-box border border-base-300 bg-base-200 select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {picture}
        </figure>
        <button
          type="button"
          className="btn btn-circle btn-sm absolute top-1/2 left-2 -translate-y-1/2"
          aria-label={PRODUCT_PAGE_TEXT.previousPicture}
          onClick={() => go(current - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="btn btn-circle btn-sm absolute top-1/2 right-2 -translate-y-1/2"
          aria-label={PRODUCT_PAGE_TEXT.nextPicture}
          onClick={() => go(current + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {position}
      </p>
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {images.map((src, i) => (
          <li key={`${i}-${src}`} className="shrink-0">
            <button
              type="button"
              aria-label={PRODUCT_PAGE_TEXT.showPicture({ n: i + 1 })}
              aria-pressed={i === current}
              onClick={() => go(i)}
              className={`block rounded-field border-2 bg-base-200 ${i === current ? 'border-primary' : 'border-transparent'}`}
            >
              <img src={src} alt="" width={64} height={48} loading="lazy" className="h-12 w-16 object-contain" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
