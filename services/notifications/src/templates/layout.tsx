import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { BUSINESS_HOURS, CONTACT_DETAILS, PRODUCT_NAME, TRANSPORT_AVAILABILITY } from '@elite/contracts';
import type { ReactNode } from 'react';
import { EMAIL_THEME as t } from './theme';

const text = { color: t.text, fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' };
const muted = { ...text, color: t.textMuted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' };

/** Every e-mail's frame: the name at the top, the heading, the content, and the contact footer. */
export function EmailLayout(props: { preview: string; heading: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: t.ink, fontFamily: t.fontBody, margin: 0, padding: '24px 0' }}>
        <Container
          style={{
            backgroundColor: t.surface,
            maxWidth: '600px',
            padding: '32px',
            border: `1px solid ${t.line}`,
          }}
        >
          <Text
            style={{
              color: t.gold,
              fontFamily: t.fontDisplay,
              fontSize: '24px',
              letterSpacing: '2px',
              margin: 0,
            }}
          >
            {PRODUCT_NAME.toUpperCase()}
          </Text>
          <Hr style={{ borderColor: t.gold, margin: '16px 0 24px' }} />
          <Heading
            as="h1"
            style={{ color: t.text, fontFamily: t.fontDisplay, fontSize: '28px', margin: '0 0 16px' }}
          >
            {props.heading}
          </Heading>
          {props.children}
          <ContactFooter />
        </Container>
      </Body>
    </Html>
  );
}

/** The company's contact block: phones, address, office hours, and that rides run around the clock. */
export function ContactFooter() {
  return (
    <Section>
      <Hr style={{ borderColor: t.line, margin: '32px 0 16px' }} />
      <Text style={{ ...muted, color: t.gold }}>{PRODUCT_NAME}</Text>
      <Text style={muted}>
        Live agent: {CONTACT_DETAILS.liveAgentPhone}
        <br />
        Text for a quote: {CONTACT_DETAILS.textForQuotePhone}
        <br />
        E-mail:{' '}
        <Link href={`mailto:${CONTACT_DETAILS.reservationsEmail}`} style={{ color: t.goldBright }}>
          {CONTACT_DETAILS.reservationsEmail}
        </Link>{' '}
        ({CONTACT_DETAILS.responseNote.toLowerCase()})
      </Text>
      <Text style={muted}>
        Office hours: {BUSINESS_HOURS.map((entry) => `${entry.days} ${entry.hours}`).join(', ')}.{' '}
        {TRANSPORT_AVAILABILITY}
      </Text>
    </Section>
  );
}

export function Paragraph(props: { children: ReactNode }) {
  return <Text style={text}>{props.children}</Text>;
}

/** A call to action, as a gold button. */
export function ActionLink(props: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Link
        href={props.href}
        style={{
          backgroundColor: t.gold,
          color: t.ink,
          display: 'inline-block',
          fontWeight: 600,
          padding: '12px 24px',
          borderRadius: '6px',
          textDecoration: 'none',
        }}
      >
        {props.children}
      </Link>
    </Section>
  );
}
