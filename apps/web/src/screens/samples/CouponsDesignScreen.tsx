// The sample design-editor form of spec §2: a template accordion (Discount Coupon, Refer a
// friend, Friends & Family), a general-information form and a preview card. Nothing is saved.
import {
  Accordion,
  Badge,
  Button,
  Grid,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconDiscount, IconGift, IconUsersGroup } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SamplePage, SampleSection } from './SamplePage.tsx';

// The template names are the spec's (§2, §9): Discount Coupon, Refer a friend, Friends & Family.
const templatesOf = (t: TFunction<'admin'>) =>
  [
    {
      id: 'discount',
      name: t('samples.templates.discount'),
      icon: IconDiscount,
      description: t('samples.couponDesign.discountText'),
      headline: t('samples.couponDesign.discountHeadline'),
    },
    {
      id: 'refer',
      name: t('samples.templates.refer'),
      icon: IconGift,
      description: t('samples.couponDesign.referText'),
      headline: t('samples.couponDesign.referHeadline'),
    },
    {
      id: 'family',
      name: t('samples.templates.family'),
      icon: IconUsersGroup,
      description: t('samples.couponDesign.familyText'),
      headline: t('samples.couponDesign.familyHeadline'),
    },
  ] as const;

export default function CouponsDesignScreen() {
  const { t } = useTranslation('admin');
  const templates = templatesOf(t);
  const [templateId, setTemplateId] = useState<string>(templates[0].id);
  // The form starts with a sample in the language the page opened in; what is typed stays.
  const [title, setTitle] = useState(() => t('samples.couponDesign.sampleTitle'));
  const [summary, setSummary] = useState(() => t('samples.couponDesign.sampleSummary'));
  const [validTill, setValidTill] = useState('31/12/2026');
  const template = templates.find((item) => item.id === templateId) ?? templates[0];

  return (
    <SamplePage title={t('samples.couponDesign.title')}>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SampleSection title={t('samples.couponDesign.templates')} padding="md">
            <Accordion value={templateId} onChange={(value) => value && setTemplateId(value)}>
              {templates.map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.Control icon={<item.icon size={18} aria-hidden />}>
                    {item.name}
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Text size="sm" c="dimmed">
                      {item.description}
                    </Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </SampleSection>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SampleSection title={t('samples.couponDesign.general')} padding="md">
            <Stack gap="sm">
              <TextInput
                label={t('samples.couponDesign.titleLabel')}
                value={title}
                onChange={(event) => setTitle(event.currentTarget.value)}
              />
              <Textarea
                label={t('samples.couponDesign.summary')}
                autosize
                minRows={2}
                value={summary}
                onChange={(event) => setSummary(event.currentTarget.value)}
              />
              <TextInput
                label={t('samples.couponDesign.validTill')}
                value={validTill}
                onChange={(event) => setValidTill(event.currentTarget.value)}
              />
              <Button w="fit-content" disabled>
                {t('samples.couponDesign.save')}
              </Button>
            </Stack>
          </SampleSection>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SampleSection
            title={t('samples.couponDesign.preview')}
            padding="md"
            aria-label={t('samples.couponDesign.preview')}
          >
            <Paper
              radius="lg"
              p="lg"
              c="white"
              style={{
                background:
                  'linear-gradient(135deg, var(--mantine-color-nibble-6), var(--mantine-color-nibble-9))',
              }}
            >
              <Badge color="white" c="nibble.9" variant="filled">
                {template.name}
              </Badge>
              <Text fz={26} fw={800} mt="sm" lh={1.15}>
                {template.headline}
              </Text>
              <Text fw={600} mt={4}>
                {title || t('samples.couponDesign.titleLabel')}
              </Text>
              <Text size="sm" mt={4} style={{ overflowWrap: 'break-word', wordBreak: 'normal' }}>
                {summary}
              </Text>
              <Text size="xs" mt="md" opacity={0.9}>
                {t('samples.couponDesign.validTillDate', { date: validTill })}
              </Text>
            </Paper>
          </SampleSection>
        </Grid.Col>
      </Grid>
    </SamplePage>
  );
}
