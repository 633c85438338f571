import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatLongDate } from '../../i18n/dates.ts';
import { languageOf } from '../../i18n/languages.ts';
import { PageLoader } from '../../layout/Preloader.tsx';
import { PublicFrame } from '../../layout/PublicFrame.tsx';

const UPDATED = '2026-11-21';

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

// A list item's first words name what it covers, in bold.
const BOLD = { b: <b /> };

/** The privacy policy of the public side (spec §2 route /privacy). */
export default function PrivacyScreen() {
  // The policy's own catalogue, fetched when the page opens (the public one stays light).
  const { t, i18n, ready } = useTranslation('privacy');
  const language = languageOf(i18n.resolvedLanguage ?? i18n.language);
  if (!ready) {
    return (
      <PublicFrame size="md">
        <PageLoader />
      </PublicFrame>
    );
  }
  return (
    <PublicFrame size="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">
            {t('updated', { date: formatLongDate(UPDATED, language) })}
          </Text>
        </div>

        <Text>{t('intro')}</Text>

        <Section title={t('who.title')}>
          <List spacing="xs">
            <List.Item>
              <Trans ns="privacy" i18nKey="who.visitors" components={BOLD} />
            </List.Item>
            <List.Item>
              <Trans ns="privacy" i18nKey="who.staff" components={BOLD} />
            </List.Item>
          </List>
        </Section>

        <Section title={t('collect.title')}>
          <List spacing="xs">
            <List.Item>
              <Trans ns="privacy" i18nKey="collect.account" components={BOLD} />
            </List.Item>
            <List.Item>
              <Trans ns="privacy" i18nKey="collect.organisation" components={BOLD} />
            </List.Item>
            <List.Item>
              <Trans ns="privacy" i18nKey="collect.designs" components={BOLD} />
            </List.Item>
            <List.Item>
              <Trans ns="privacy" i18nKey="collect.technical" components={BOLD} />
            </List.Item>
          </List>
          <Text>{t('collect.noTrackers')}</Text>
        </Section>

        <Section title={t('use.title')}>
          <List spacing="xs">
            <List.Item>{t('use.signIn')}</List.Item>
            <List.Item>{t('use.show')}</List.Item>
            <List.Item>{t('use.protect')}</List.Item>
            <List.Item>{t('use.codes')}</List.Item>
          </List>
        </Section>

        <Section title={t('storage.title')}>
          <Text>{t('storage.text')}</Text>
        </Section>

        <Section title={t('sharing.title')}>
          <Text>{t('sharing.text')}</Text>
        </Section>

        <Section title={t('keeping.title')}>
          <Text>{t('keeping.text')}</Text>
        </Section>

        <Section title={t('rights.title')}>
          <Text>{t('rights.text')}</Text>
        </Section>
      </Stack>
    </PublicFrame>
  );
}
