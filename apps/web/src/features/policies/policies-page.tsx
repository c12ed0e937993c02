// /policies: privacy, terms of sale, returns and shipping, the targets of the footer's policy links.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatTaka } from '@store/shared/money';
import { storeConfigQueryOptions } from '../../lib/store-config.ts';
import { useLocation } from 'react-router';
import { PUBLIC_TEXT } from '@store/shared/messages';
import { POLICY_TEXT } from '@store/shared/messages/pages';
import { PAGE_DESCRIPTIONS } from '@store/shared/messages/seo';
import { usePageHead } from '../../lib/page-title.ts';
import { configuredPolicies, POLICY_SECTIONS } from './policies-content.ts';

export function PoliciesPage() {
  usePageHead({ title: POLICY_TEXT.heading, description: PAGE_DESCRIPTIONS.policies, canonicalPath: '/policies' });
  const { hash } = useLocation();
  const config = useQuery(storeConfigQueryOptions()).data;
  const configured = config
    ? configuredPolicies({
        shippingFee: formatTaka(config.shippingFee),
        freeShippingFrom: formatTaka(config.freeShippingFrom),
        unpaidOrderTtlHours: config.unpaidOrderTtlHours,
        maxOpenUnpaidOrders: config.maxOpenUnpaidOrders,
      })
    : {};
  // The page loads lazily, after the navigation: scroll to the section the link named once it exists.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{POLICY_TEXT.heading}</h1>
      <p className="mt-2 text-lg">{POLICY_TEXT.intro}</p>
      <p className="mt-1 text-sm">{POLICY_TEXT.updated}</p>
      {PUBLIC_TEXT.policyLinks.map((policy) => (
        <section key={policy.id} id={policy.id} aria-labelledby={`${policy.id}-heading`} className="mt-10 scroll-mt-20">
          <h2 id={`${policy.id}-heading`} className="text-2xl font-bold">
            {policy.label}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed">
            {[...(POLICY_SECTIONS[policy.id] ?? []), ...(configured[policy.id] ?? [])].map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
