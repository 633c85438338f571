import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicFrame } from '../../layout/PublicFrame.tsx';

const UPDATED = '21 November 2026';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The privacy policy of the public side (spec §2 route /privacy). */
export default function PrivacyScreen() {
  return (
    <PublicFrame size="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>Privacy policy</Title>
          <Text c="dimmed" size="sm">
            Last updated {UPDATED}
          </Text>
        </div>

        <Text>
          Nibble Studio lets local businesses design and publish offline content — coupons, member
          cards, refer-a-friend and friends-and-family cards, and restaurant menus — that people
          scan with a QR code. This policy explains what information we keep, why, and the choices
          you have.
        </Text>

        <Section title="Who this policy covers">
          <List spacing="xs">
            <List.Item>
              <b>Visitors</b> who browse the public pages, pick a city or open a content page.
            </List.Item>
            <List.Item>
              <b>Staff</b> of organisations and platform administrators who sign in to the
              dashboard.
            </List.Item>
          </List>
        </Section>

        <Section title="What we collect">
          <List spacing="xs">
            <List.Item>
              <b>Account details</b> for staff: name, phone number, email address (if given), role,
              and a password kept only as a one-way hash — we can never read it.
            </List.Item>
            <List.Item>
              <b>Organisation details</b> that businesses enter: name, address, city, state, postal
              code, phone and category. These appear on the content they publish.
            </List.Item>
            <List.Item>
              <b>Designs and uploads</b>: the campaigns, templates, images and illustrations staff
              create or upload.
            </List.Item>
            <List.Item>
              <b>Technical records</b>: sign-in sessions (stored as hashed tokens with an expiry)
              and server logs of requests, kept to run and secure the service.
            </List.Item>
          </List>
          <Text>
            Visitors to the public pages do not need an account. We do not use advertising trackers
            or sell personal information.
          </Text>
        </Section>

        <Section title="How we use it">
          <List spacing="xs">
            <List.Item>To let staff sign in, manage their team and publish content.</List.Item>
            <List.Item>
              To show published content, with the publishing business's name and city, to people who
              scan its QR code or browse their city.
            </List.Item>
            <List.Item>
              To protect accounts, for example by limiting repeated sign-in attempts.
            </List.Item>
            <List.Item>To send activation and password-reset codes you ask for.</List.Item>
          </List>
        </Section>

        <Section title="Storage in your browser">
          <Text>
            The dashboard keeps your sign-in in this browser tab's session storage, which is cleared
            when you sign out or close the tab. A few display preferences (such as whether settings
            are shown, or a remembered phone number if you tick “Remember me”) are kept in local
            storage on your device. We use no third-party cookies.
          </Text>
        </Section>

        <Section title="Sharing">
          <Text>
            Content an organisation publishes is public by design. Otherwise we share information
            only with the organisation you work for, with service providers who host the service on
            our behalf under confidentiality, or where the law requires it.
          </Text>
        </Section>

        <Section title="Keeping and deleting information">
          <Text>
            We keep account and organisation information while the account is active. Expired
            sessions and codes are discarded. An organisation administrator can remove users and
            content at any time; you can ask us to delete your account and the personal information
            attached to it.
          </Text>
        </Section>

        <Section title="Your rights and contact">
          <Text>
            You can ask to see, correct or delete the personal information we hold about you, or
            object to how we use it. Write to the administrator of your organisation or to the
            operator of this Nibble Studio installation; we answer within 30 days. If this policy
            changes, the date at the top changes with it.
          </Text>
        </Section>
      </Stack>
    </PublicFrame>
  );
}
