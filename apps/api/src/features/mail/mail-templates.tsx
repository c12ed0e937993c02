/** @jsxRuntime automatic @jsxImportSource react */
// Every message's body, in the recipient's language; links are made at render, so a stored message holds no host.
import { Fragment, type ReactNode } from 'react';
import { Column, Row, Section, Text } from '@react-email/components';
import { formatDateIn, formatNumberIn } from '@store/shared/i18n/format';
import { localizedPath, splitLocalePath } from '@store/shared/i18n/locales';
import { textsIn } from '@store/shared/i18n/server';
import { displayBdMobile } from '@store/shared/schemas/phone';
import { Action, MailLayout, P } from './mail-layout.tsx';
import { contactText, mailSubject, money, quoteText } from './mail-subjects.ts';
import type {
  MailData,
  MailLanguage,
  MailTemplate,
  OrderMailData,
  QuoteMailData,
  RenderContext,
} from './mail-types.ts';
import { addressLinesIn, shippingLabelIn } from './order-delivery-text.ts';

// NOTE: English keeps the day-month order its emails always had ("3 Jan 2030, 16:00"); Bangla is
// written as the web app writes it (formatDateIn: "৩ জানু, ২০৩০, ৪:০০ PM").
const ENGLISH_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const when = (ctx: MailLanguage, iso: string) =>
  ctx.t.dhakaTime({
    time: ctx.locale === 'en' ? ENGLISH_DATE_TIME.format(new Date(iso)) : formatDateIn(ctx.locale, iso, 'dateTime'),
  });
const link = (ctx: RenderContext, path: string) => `${ctx.publicUrl}${localizedPath(path, ctx.locale)}`;
const greeting = (ctx: RenderContext, name: string) => (name ? ctx.t.greeting({ name }) : ctx.t.greetingNoName);
/** better-auth's verification link, with the page it opens after (its callbackURL) in the recipient's language. */
function verifyLink(ctx: RenderContext, url: string): string {
  const parsed = URL.parse(url);
  if (ctx.locale === 'en' || !parsed) return url;
  const callback = parsed.searchParams.get('callbackURL');
  if (callback?.startsWith('/') && !callback.startsWith('//')) {
    parsed.searchParams.set('callbackURL', localizedPath(splitLocalePath(callback).path, ctx.locale));
  }
  return parsed.toString();
}
const REDACTED = '#link-hidden-after-sending';

const CELL = { fontSize: '14px', color: '#1f2937', margin: '2px 0' };

function SummaryRow(props: { label: string; value: string; bold?: boolean }) {
  const style = props.bold ? { ...CELL, fontWeight: 700 } : CELL;
  return (
    <Row>
      <Column>
        <Text style={style}>{props.label}</Text>
      </Column>
      <Column align="right">
        <Text style={style}>{props.value}</Text>
      </Column>
    </Row>
  );
}

function OrderSummary(props: { order: OrderMailData; ctx: MailLanguage }) {
  const { order } = props;
  const { t, locale } = props.ctx;
  const { BOOKS_DISCOUNT_TEXT: D } = textsIn(locale, 'promotions-books');
  return (
    <Section style={{ margin: '12px 0' }}>
      <Text style={{ ...CELL, fontWeight: 700 }}>
        {t.orderLabel} #{order.ref}
      </Text>
      {order.lines.map((line, i) => (
        <SummaryRow
          key={i}
          label={`${line.name} × ${formatNumberIn(locale, line.quantity)}`}
          value={money(locale, line.lineTotal)}
        />
      ))}
      <SummaryRow label={t.subtotal} value={money(locale, order.subtotal)} />
      <SummaryRow
        label={shippingLabelIn(locale, t.shipping, order)}
        value={order.shipping === 0 ? t.shippingFree : money(locale, order.shipping)}
      />
      {(order.discounts ?? []).map((d, i) => (
        <SummaryRow
          key={`discount-${i}`}
          label={d.code ? D.withCode({ name: d.name, code: d.code }) : d.name}
          value={`−${money(locale, d.amount)}`}
        />
      ))}
      <SummaryRow label={t.total} value={money(locale, order.total)} bold />
      {order.delivery ? (
        <Text style={CELL}>
          {t.shipTo}:
          {addressLinesIn(locale, order.delivery).map((line, i) => (
            <Fragment key={i}>
              <br />
              {line}
            </Fragment>
          ))}
        </Text>
      ) : (
        <Text style={CELL}>
          {t.shipTo}: {order.address} · {displayBdMobile(order.phone)}
        </Text>
      )}
    </Section>
  );
}

const orderClosed = (intro: 'cancelledIntro' | 'expiredIntro') => (d: { order: OrderMailData }, ctx: RenderContext) => (
  <>
    <P>{ctx.t[intro]}</P>
    <OrderSummary order={d.order} ctx={ctx} />
    <Action href={link(ctx, '/allproducts')} label={ctx.t.orderAgainButton} />
  </>
);

/** A message as its sender typed it: its line breaks kept. */
const MessageText = ({ text }: { text: string }) => (
  <Text style={{ fontSize: '15px', color: '#1f2937', whiteSpace: 'pre-wrap' }}>{text}</Text>
);

/** The signed link of a request for quote: a secret, hidden once the message was sent. */
const quoteLink = (ctx: RenderContext, d: { id: string; key: string }) =>
  ctx.redactSecrets ? REDACTED : link(ctx, `/quotes/${encodeURIComponent(d.id)}?key=${encodeURIComponent(d.key)}`);

const QuoteRequestText = ({ d, ctx }: { d: QuoteMailData; ctx: RenderContext }) => (
  <>
    {d.lines.map((line, i) => (
      <SummaryRow key={i} label={line.name} value={`× ${formatNumberIn(ctx.locale, line.quantity)}`} />
    ))}
    {d.note ? <MessageText text={d.note} /> : null}
  </>
);

const TEMPLATES: { [K in MailTemplate]: (data: MailData[K], ctx: RenderContext) => ReactNode } = {
  'verify-email': (d, ctx) => (
    <>
      <P>{greeting(ctx, d.name)}</P>
      <P>{ctx.t.verifyIntro}</P>
      <Action href={ctx.redactSecrets ? REDACTED : verifyLink(ctx, d.url)} label={ctx.t.verifyButton} />
      <P>{ctx.t.verifyExpires}</P>
      <P>{ctx.t.ignoreIfNotYou}</P>
    </>
  ),
  'reset-password': (d, ctx) => (
    <>
      <P>{greeting(ctx, d.name)}</P>
      <P>{ctx.t.resetIntro}</P>
      <Action
        href={ctx.redactSecrets ? REDACTED : link(ctx, `/reset-password?token=${encodeURIComponent(d.token)}`)}
        label={ctx.t.resetButton}
      />
      <P>{ctx.t.resetExpires}</P>
      <P>{ctx.t.ignoreIfNotYou}</P>
    </>
  ),
  'password-changed': (d, ctx) => (
    <>
      <P>{greeting(ctx, d.name)}</P>
      <P>{ctx.t.passwordChangedIntro}</P>
      <P>{ctx.t.passwordChangedNotYou}</P>
      <Action href={link(ctx, '/forgot-password')} label={ctx.t.passwordChangedButton} />
    </>
  ),
  'existing-sign-up': (d, ctx) => (
    <>
      <P>{greeting(ctx, d.name)}</P>
      <P>{ctx.t.existingSignUpIntro}</P>
      <P>{ctx.t.existingSignUpForgot}</P>
      <Action href={link(ctx, '/forgot-password')} label={ctx.t.resetButton} />
      <P>{ctx.t.ignoreIfNotYou}</P>
    </>
  ),
  'order-received': (d, ctx) => (
    <>
      <P>{ctx.t.orderReceivedIntro}</P>
      <OrderSummary order={d.order} ctx={ctx} />
      <P>{ctx.t.payBy({ deadline: when(ctx, d.order.expiresAt) })}</P>
      <Action href={link(ctx, `/dashboard/payment/${encodeURIComponent(d.order.id)}`)} label={ctx.t.payButton} />
    </>
  ),
  'payment-received': (d, ctx) => (
    <>
      <P>{ctx.t.paymentReceivedIntro}</P>
      <OrderSummary order={d.order} ctx={ctx} />
      {d.transactionId ? (
        <P>
          {ctx.t.transactionId}: {d.transactionId}
        </P>
      ) : null}
      {d.invoiceNumber ? <P>{ctx.t.invoice({ number: d.invoiceNumber })}</P> : null}
      <Action
        href={link(ctx, d.invoiceNumber ? `/dashboard/orders/${d.order.id}/invoice` : '/dashboard/myorders')}
        label={d.invoiceNumber ? ctx.t.invoiceButton : ctx.t.viewOrders}
      />
      <P>{ctx.t.signOff}</P>
    </>
  ),
  'order-shipped': (d, ctx) => (
    <>
      <P>{ctx.t.shippedIntro}</P>
      <P>
        {ctx.t.carrier}: {d.carrier}
        <br />
        {ctx.t.trackingNumber}: {d.trackingNumber}
      </P>
      {d.trackingUrl ? <Action href={d.trackingUrl} label={ctx.t.trackButton} /> : null}
      <OrderSummary order={d.order} ctx={ctx} />
    </>
  ),
  'order-delivered': (d, ctx) => (
    <>
      <P>{ctx.t.deliveredIntro}</P>
      <OrderSummary order={d.order} ctx={ctx} />
      <Action href={link(ctx, '/dashboard/addreview')} label={ctx.t.reviewButton} />
    </>
  ),
  'order-cancelled': orderClosed('cancelledIntro'),
  'order-expired': orderClosed('expiredIntro'),
  'order-refunded': (d, ctx) => (
    <>
      <P>{ctx.t.refundedIntro}</P>
      <P>
        {ctx.t.refundAmount}: {money(ctx.locale, d.amount)}
        <br />
        {ctx.t.refundReference}: {d.refundReference}
      </P>
      <OrderSummary order={d.order} ctx={ctx} />
    </>
  ),
  'admin-refund-due': (d, ctx) => (
    <>
      <P>{ctx.t.adminRefundDueIntro}</P>
      <P>
        {ctx.t.refundAmount}: {money(ctx.locale, d.amount)}
        <br />
        {ctx.t.transactionId}: {d.transactionId} ({d.provider})
      </P>
      <OrderSummary order={d.order} ctx={ctx} />
      <Action href={link(ctx, '/dashboard/manageallorders')} label={ctx.t.adminOrderButton} />
    </>
  ),
  'admin-paid-order': (d, ctx) => (
    <>
      <P>{ctx.t.adminPaidIntro}</P>
      <P>
        {ctx.t.buyer}: {d.order.email}
        {d.transactionId ? ` · ${ctx.t.transactionId}: ${d.transactionId}` : ''}
      </P>
      <OrderSummary order={d.order} ctx={ctx} />
      <Action href={link(ctx, '/dashboard/manageallorders')} label={ctx.t.adminOrderButton} />
    </>
  ),
  'low-stock': (d, ctx) => (
    <>
      <P>{ctx.t.lowStockIntro({ level: d.level })}</P>
      {d.products.map((p) => (
        <P key={p.id}>
          {p.name}: {ctx.t.piecesLeft({ n: p.stock })}
        </P>
      ))}
      <Action href={link(ctx, '/dashboard/manageproducts')} label={ctx.t.lowStockButton} />
    </>
  ),
  'contact-shop': (d, ctx) => (
    <>
      <P>{contactText(ctx.locale).CONTACT_MAIL.shopIntro}</P>
      <P>{contactText(ctx.locale).CONTACT_MAIL.from({ name: d.name, email: d.email, phone: d.phone })}</P>
      <MessageText text={d.message} />
    </>
  ),
  'contact-copy': (d, ctx) => (
    <>
      <P>{greeting(ctx, d.name)}</P>
      <P>{contactText(ctx.locale).CONTACT_MAIL.copyIntro}</P>
      <MessageText text={d.message} />
    </>
  ),
  'contact-reply': (d, ctx) => (
    <>
      <P>{greeting(ctx, d.name)}</P>
      <P>{contactText(ctx.locale).CONTACT_MAIL.replyIntro}</P>
      <MessageText text={d.reply} />
      <P>{contactText(ctx.locale).CONTACT_MAIL.yourMessage}</P>
      <MessageText text={d.message} />
    </>
  ),
  'quote-shop': (d, ctx) => (
    <>
      <P>{quoteText(ctx.locale).QUOTE_MAIL.shopIntro}</P>
      <P>{quoteText(ctx.locale).QUOTE_MAIL.from({ name: d.name, email: d.email || '-', phone: d.phone || '-' })}</P>
      <QuoteRequestText d={d} ctx={ctx} />
      <Action href={link(ctx, '/dashboard/inbox/quotes')} label={quoteText(ctx.locale).QUOTE_MAIL.open} />
    </>
  ),
  'quote-received': (d, ctx) => (
    <>
      <P>{greeting(ctx, d.name)}</P>
      <P>{quoteText(ctx.locale).QUOTE_MAIL.receivedIntro}</P>
      <QuoteRequestText d={d} ctx={ctx} />
      <Action href={quoteLink(ctx, d)} label={quoteText(ctx.locale).QUOTE_MAIL.open} />
    </>
  ),
  'quote-offer': (d, ctx) => {
    const { QUOTE_MAIL: q } = quoteText(ctx.locale);
    return (
      <>
        <P>{greeting(ctx, d.name)}</P>
        <P>{quoteText(ctx.locale).QUOTE_MAIL.offerIntro({ validUntil: when(ctx, d.validUntil) })}</P>
        {d.lines.map((line, i) => (
          <SummaryRow
            key={i}
            label={`${line.name} × ${formatNumberIn(ctx.locale, line.quantity)} × ${money(ctx.locale, line.unitPrice)}`}
            value={money(ctx.locale, line.lineTotal)}
          />
        ))}
        <SummaryRow label={q.shipping} value={money(ctx.locale, d.shipping)} />
        <SummaryRow label={q.total} value={money(ctx.locale, d.total)} bold />
        {d.note ? <MessageText text={d.note} /> : null}
        <Action href={quoteLink(ctx, d)} label={q.open} />
      </>
    );
  },
  'quote-accepted': (d, ctx) => (
    <>
      <P>{quoteText(ctx.locale).QUOTE_MAIL.acceptedIntro({ total: money(ctx.locale, d.total) })}</P>
      <P>{d.name}</P>
      <Action href={link(ctx, '/dashboard/inbox/quotes')} label={quoteText(ctx.locale).QUOTE_MAIL.open} />
    </>
  ),
};

export function mailElement<K extends MailTemplate>(template: K, data: MailData[K], ctx: RenderContext) {
  return (
    <MailLayout preview={mailSubject(template, data, ctx)} locale={ctx.locale} t={ctx.t}>
      {TEMPLATES[template](data, ctx)}
    </MailLayout>
  );
}
