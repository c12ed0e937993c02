/** @jsxRuntime automatic @jsxImportSource react */
// The frame every email shares: no remote images, inline styles only (mail clients drop <style> often).
// NOTE: the pragma makes tsx (which reads the tsconfig of where it starts), Vitest and tsc agree.
import type { ReactNode } from 'react';
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { Locale } from '@store/shared/i18n/locales';
import { textsIn } from '@store/shared/i18n/server';
import type { MailTexts } from './mail-types.ts';

const styles = {
  body: { backgroundColor: '#f4f4f5', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0, padding: '16px 0' },
  container: { backgroundColor: '#ffffff', maxWidth: '560px', margin: '0 auto', padding: '24px', borderRadius: '8px' },
  brand: { fontSize: '20px', fontWeight: 700, color: '#1f2937', margin: '0 0 16px' },
  text: { fontSize: '15px', lineHeight: '22px', color: '#1f2937' },
  button: {
    backgroundColor: '#1d4ed8',
    color: '#ffffff',
    padding: '12px 20px',
    borderRadius: '6px',
    fontWeight: 700,
    textDecoration: 'none',
  },
  footer: { fontSize: '12px', lineHeight: '18px', color: '#6b7280' },
} as const;

export function MailLayout(props: { preview: string; locale: Locale; t: MailTexts; children: ReactNode }) {
  const { SPEC_TEXT, COMPANY } = textsIn(props.locale, 'common');
  return (
    <Html lang={props.locale}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{SPEC_TEXT.brand}</Text>
          {props.children}
          <Hr />
          <Text style={styles.footer}>
            {SPEC_TEXT.brand} · {COMPANY.address} · {COMPANY.helpline}
            <br />
            {props.t.footerWhy}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function P(props: { children: ReactNode }) {
  return <Text style={styles.text}>{props.children}</Text>;
}

/** A call to action: a button, and the address written out for clients that hide buttons. */
export function Action(props: { href: string; label: string }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Button href={props.href} style={styles.button}>
        {props.label}
      </Button>
      <Text style={styles.footer}>
        <Link href={props.href}>{props.href}</Link>
      </Text>
    </Section>
  );
}
