// The sample design-editor form of spec §2: a template accordion (Discount Coupon, Refer a
// friend, Friends & Family), a general-information form and a preview card. Nothing is saved.
import {
  Accordion,
  Badge,
  Button,
  Card,
  Grid,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDiscount, IconGift, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { SamplePage } from './SamplePage.tsx';

const TEMPLATES = [
  {
    id: 'discount',
    name: 'Discount Coupon',
    icon: IconDiscount,
    description: 'A percentage or amount off the next purchase.',
    headline: '20% off',
  },
  {
    id: 'refer',
    name: 'Refer a friend',
    icon: IconGift,
    description: 'Reward a customer for every friend who visits.',
    headline: 'Bring a friend, both save',
  },
  {
    id: 'family',
    name: 'Friends & Family',
    icon: IconUsersGroup,
    description: 'A standing offer for the people closest to you.',
    headline: '10% for family',
  },
] as const;

export default function CouponsDesignScreen() {
  const [templateId, setTemplateId] = useState<string>(TEMPLATES[0].id);
  const [title, setTitle] = useState('Festive offer');
  const [summary, setSummary] = useState('Valid on all purchases above ₹500.');
  const [validTill, setValidTill] = useState('31/12/2026');
  const template = TEMPLATES.find((item) => item.id === templateId) ?? TEMPLATES[0];

  return (
    <SamplePage title="Coupon design">
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="md">
            <Title order={2} fz="lg" mb="sm">
              Templates
            </Title>
            <Accordion value={templateId} onChange={(value) => value && setTemplateId(value)}>
              {TEMPLATES.map((item) => (
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
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="md">
            <Title order={2} fz="lg" mb="sm">
              General information
            </Title>
            <Stack gap="sm">
              <TextInput
                label="Title"
                value={title}
                onChange={(event) => setTitle(event.currentTarget.value)}
              />
              <Textarea
                label="Summary"
                autosize
                minRows={2}
                value={summary}
                onChange={(event) => setSummary(event.currentTarget.value)}
              />
              <TextInput
                label="Valid till"
                value={validTill}
                onChange={(event) => setValidTill(event.currentTarget.value)}
              />
              <Button w="fit-content" disabled>
                Save
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="md" aria-label="Preview">
            <Title order={2} fz="lg" mb="sm">
              Preview
            </Title>
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
                {title || 'Title'}
              </Text>
              <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {summary}
              </Text>
              <Text size="xs" mt="md" opacity={0.9}>
                Valid till {validTill}
              </Text>
            </Paper>
          </Card>
        </Grid.Col>
      </Grid>
    </SamplePage>
  );
}
