// The payment page's words for why cash on delivery is not offered by one of the owner's rules (the
// server decides: GET /orders/{id}/cod), or the new-number limit when it still fits.
import type { CodEligibility } from '@store/shared/schemas';
import { useTexts } from '../../../lib/i18n.tsx';

export function CodRuleNotice({ eligibility }: { eligibility: CodEligibility | undefined }) {
  const { COD_ELIGIBILITY_TEXT: T } = useTexts('cod-trust');
  if (!eligibility) return null;
  let text: string | null = null;
  switch (eligibility.reason) {
    case 'ruleZone':
      text = T.ruleZone;
      break;
    case 'ruleRefusals':
      text = T.ruleRefusals;
      break;
    case 'ruleNewNumberLimit':
      text = T.ruleNewNumberLimit({ limit: eligibility.limit ?? 0, total: eligibility.total });
      break;
    default:
      text = null;
  }
  return text ? (
    <p role="note" className="text-sm text-base-content/80">
      {text}
    </p>
  ) : null;
}

/** Whether the payment page may offer cash on delivery: only the rules are read here (the rest it checks itself). */
export const isRefusedByCodRule = (eligibility: CodEligibility | undefined): boolean =>
  eligibility !== undefined && eligibility.reason.startsWith('rule');
