// The admin's gallery of one product: upload, order with the arrows, remove, save; the first is the card picture.
import { useState } from 'react';
import { LIMITS } from '@store/shared/constants';
import type { ProductDetail } from '@store/shared/schemas';
import { COMPACT_LOOK, Field } from '../../../components/ui/fields.tsx';
import { useApiErrorText } from '../../../lib/api-error-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { IMAGE_TYPES, uploadImage, useSaveGallery } from '../api/products.ts';

export function GalleryEditor({ product }: { product: ProductDetail }) {
  const { PRODUCT_PAGE_TEXT } = useTexts('product-page');
  // The upload's and the gallery rules' messages name these texts.
  useTexts('products');
  const errorText = useApiErrorText();
  const [images, setImages] = useState<string[]>(product.images);
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState<{ message: string; isError: boolean } | null>(null);
  const save = useSaveGallery(product._id);

  /** Swaps a picture with its neighbour `to`. */
  const move = (from: number, to: number) =>
    setImages((list) => list.map((src, i) => (i === from ? list[to] : i === to ? list[from] : src) ?? src));
  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setUploading(true);
    setStatus(null);
    try {
      const url = await uploadImage(file);
      setImages((list) => [...list, url]);
    } catch (error) {
      setStatus({
        message: errorText.field(error, 'image') ?? errorText.message(error, PRODUCT_PAGE_TEXT.saveFailed),
        isError: true,
      });
    } finally {
      setUploading(false);
    }
  };
  const submit = async () => {
    setStatus(null);
    try {
      await save.mutateAsync({ images });
      setStatus({ message: PRODUCT_PAGE_TEXT.gallerySaved, isError: false });
    } catch (error) {
      setStatus({ message: errorText.refusal(error, PRODUCT_PAGE_TEXT.saveFailed), isError: true });
    }
  };

  return (
    <section aria-labelledby="gallery-editor-heading" className="mt-10 flex flex-col gap-3">
      <h3 id="gallery-editor-heading" className="text-xl font-bold">
        {PRODUCT_PAGE_TEXT.galleryHeading}
      </h3>
      <p className="text-sm">{PRODUCT_PAGE_TEXT.galleryHelp}</p>
      <ol className="flex flex-col gap-2">
        {images.map((src, i) => (
          <li key={`${i}-${src}`} className="flex flex-wrap items-center gap-2 rounded-box border border-base-300 p-2">
            <img
              src={src}
              alt={PRODUCT_PAGE_TEXT.galleryPosition({ n: i + 1, of: images.length })}
              width={80}
              height={60}
              className="h-15 w-20 bg-base-200 object-contain"
            />
            <div className="ml-auto flex gap-1">
              {(
                [
                  ['↑', PRODUCT_PAGE_TEXT.moveUp, i === 0, () => move(i, i - 1)],
                  ['↓', PRODUCT_PAGE_TEXT.moveDown, i === images.length - 1, () => move(i, i + 1)],
                  [
                    '✕',
                    PRODUCT_PAGE_TEXT.removePicture,
                    images.length <= 1,
                    () => setImages((list) => list.filter((_, j) => j !== i)),
                  ],
                ] as const
              ).map(([icon, label, disabled, onClick]) => (
                <button
                  key={icon}
                  type="button"
                  className={`btn btn-sm ${icon === '✕' ? 'btn-outline' : ''}`}
                  disabled={disabled}
                  aria-label={label({ n: i + 1 })}
                  onClick={onClick}
                >
                  <span aria-hidden="true">{icon}</span>
                </button>
              ))}
            </div>
          </li>
        ))}
      </ol>
      <Field label={uploading ? PRODUCT_PAGE_TEXT.uploading : PRODUCT_PAGE_TEXT.addPicture} look={COMPACT_LOOK}>
        {(aria) => (
          <input
            type="file"
            accept={IMAGE_TYPES}
            className="file-input w-full max-w-sm"
            disabled={uploading || images.length >= LIMITS.galleryImages}
            onChange={(event) => {
              void upload(event.target.files);
              event.target.value = '';
            }}
            {...aria}
          />
        )}
      </Field>
      <p role="status" aria-live="polite" className={status?.isError ? 'text-error' : undefined}>
        {status?.message ?? ''}
      </p>
      <button
        type="button"
        className="btn btn-primary self-start"
        disabled={save.isPending || uploading}
        onClick={() => void submit()}
      >
        {PRODUCT_PAGE_TEXT.saveGallery}
      </button>
    </section>
  );
}
