import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatLongDate } from '../../i18n/dates.ts';
import { languageOf } from '../../i18n/languages.ts';
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
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.resolvedLanguage ?? i18n.language);
  return (
    <PublicFrame size="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('privacy.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('privacy.updated', { date: formatLongDate(UPDATED, language) })}
          </Text>
        </div>

        <Text>{t('privacy.intro')}</Text>

        <Section title={t('privacy.who.title')}>
          <List spacing="xs">
            <List.Item>
              <Trans i18nKey="privacy.who.visitors" components={BOLD} />
            </List.Item>
            <List.Item>
              <Trans i18nKey="privacy.who.staff" components={BOLD} />
            </List.Item>
          </List>
        </Section>

        <Section title={t('privacy.collect.title')}>
          <List spacing="xs">
            <List.Item>
              <Trans i18nKey="privacy.collect.account" components={BOLD} />
            </List.Item>
            <List.Item>
              <Trans i18nKey="privacy.collect.organisation" components={BOLD} />
            </List.Item>
            <List.Item>
              <Trans i18nKey="privacy.collect.designs" components={BOLD} />
            </List.Item>
            <List.Item>
              <Trans i18nKey="privacy.collect.technical" components={BOLD} />
            </List.Item>
          </List>
          <Text>{t('privacy.collect.noTrackers')}</Text>
        </Section>

        <Section title={t('privacy.use.title')}>
          <List spacing="xs">
            <List.Item>{t('privacy.use.signIn')}</List.Item>
            <List.Item>{t('privacy.use.show')}</List.Item>
            <List.Item>{t('privacy.use.protect')}</List.Item>
            <List.Item>{t('privacy.use.codes')}</List.Item>
          </List>
        </Section>

        <Section title={t('privacy.storage.title')}>
          <Text>{t('privacy.storage.text')}</Text>
        </Section>

        <Section title={t('privacy.sharing.title')}>
          <Text>{t('privacy.sharing.text')}</Text>
        </Section>

        <Section title={t('privacy.keeping.title')}>
          <Text>{t('privacy.keeping.text')}</Text>
        </Section>

        <Section title={t('privacy.rights.title')}>
          <Text>{t('privacy.rights.text')}</Text>
        </Section>
      </Stack>
    </PublicFrame>
  );
}
