// /dashboard/promotions/new and /dashboard/promotions/{id} (admin): the promotion form, empty or with the promotion.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { promotionQueryOptions } from './api/promotions.ts';
import { PromotionForm } from './components/promotion-form.tsx';

function ExistingPromotion({ id }: { id: string }) {
  const { PROMOTIONS_ADMIN_TEXT: T } = useTexts('promotions-ui');
  const promotion = useQuery(promotionQueryOptions(id));
  if (promotion.isPending) return <Spinner />;
  if (promotion.isError) {
    const isMissing = promotion.error instanceof ApiError && promotion.error.status === 404;
    return isMissing ? <p className="alert">{T.notFound}</p> : <LoadError onRetry={() => void promotion.refetch()} />;
  }
  return <PromotionForm key={promotion.data.updatedAt} promotion={promotion.data} />;
}

export function PromotionEditPage() {
  const { PROMOTIONS_ADMIN_TEXT: T } = useTexts('promotions-ui');
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const title = isNew ? T.newPromotion : T.editTitle;
  usePageTitle(title);
  return (
    <div>
      <Link to="/dashboard/promotions" className="link">
        {T.backToList}
      </Link>
      <h2 className="mt-2 mb-4 text-2xl font-bold">{title}</h2>
      {isNew ? <PromotionForm promotion={null} /> : <ExistingPromotion id={id} />}
    </div>
  );
}
