// /policies: privacy, terms of sale, returns and shipping, the targets of the footer's policy links,
// in the page's language.
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SHIPPING_ZONE_ID } from '@store/shared/schemas/shipping-zones';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePolicyLinks } from '../../components/layout/footer.tsx';
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { usePageHead } from '../../lib/page-title.ts';
import { storeConfigQueryOptions } from '../../lib/store-config.ts';
import { localeContent } from '../../lib/lazy-load.ts';
import type * as English from './policies-content.ts';
import { ShippingRates } from './shipping-rates.tsx';

/** The policies in the page's language: one module per language, only the page's fetched. */
export const usePolicies = localeContent<Pick<typeof English, 'POLICY_SECTIONS' | 'configuredPolicies'>>({
  en: () => import('./policies-content.ts'),
  bn: () => import('./policies-content.bn.ts'),
});

const POLICIES_UPDATED = '2026-01-01';

export function PoliciesPage() {
  const { POLICY_TEXT } = useTexts('pages');
  const { PAGE_DESCRIPTIONS } = useTexts('seo');
  const { taka, number, date } = useFormat();
  const { POLICY_SECTIONS: sections, configuredPolicies } = usePolicies();
  usePageHead({ title: POLICY_TEXT.heading, description: PAGE_DESCRIPTIONS.policies, canonicalPath: '/policies' });
  const { hash } = useLocation();
  const config = useQuery(storeConfigQueryOptions()).data;
  const configured: Record<string, string[]> = config
    ? configuredPolicies({
        shippingFee: taka(config.shippingFee),
        freeShippingFrom: taka(config.freeShippingFrom),
        unpaidOrderTtlHours: number(config.unpaidOrderTtlHours),
        maxOpenUnpaidOrders: number(config.maxOpenUnpaidOrders),
      })
    : {};
  const zones = config?.shippingZones ?? [];
  // NOTE: the flat-fee paragraph holds only while the configured fee is the one rate; once the owner
  // has zones, the rates table says what each place pays.
  if (zones.some((zone) => zone.id !== DEFAULT_SHIPPING_ZONE_ID)) delete configured.shipping;
  // The page loads lazily, after the navigation: scroll to the section the link named once it exists.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  const policies = usePolicyLinks();

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{POLICY_TEXT.heading}</h1>
      <p className="mt-2 text-lg">{POLICY_TEXT.intro}</p>
      <p className="mt-1 text-sm">{POLICY_TEXT.updated({ date: date(POLICIES_UPDATED, 'long') })}</p>
      {policies.map((policy) => (
        <section key={policy.id} id={policy.id} aria-labelledby={`${policy.id}-heading`} className="mt-10 scroll-mt-20">
          <h2 id={`${policy.id}-heading`} className="text-2xl font-bold">
            {policy.label}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed">
            {[...(sections[policy.id] ?? []), ...(configured[policy.id] ?? [])].map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          {policy.id === 'shipping' ? <ShippingRates zones={zones} /> : null}
        </section>
      ))}
    </div>
  );
}
