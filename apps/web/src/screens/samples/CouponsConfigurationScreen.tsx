import { Button, Card, NumberInput, Select, Stack, Switch, Title } from '@mantine/core';
import { SamplePage } from './SamplePage.tsx';

export default function CouponsConfigurationScreen() {
  return (
    <SamplePage title="Coupon configuration">
      <Card withBorder radius="md" padding="lg" maw={640}>
        <Title order={2} fz="lg" mb="sm">
          Redemption rules
        </Title>
        <Stack gap="sm">
          <Select
            label="Code type"
            data={['QR code', 'Short text code']}
            defaultValue="QR code"
            allowDeselect={false}
          />
          <NumberInput label="Uses per customer" defaultValue={1} min={1} />
          <NumberInput label="Days valid after issue" defaultValue={30} min={1} />
          <Switch label="Bookmark automatically in the app" defaultChecked />
          <Switch label="Notify me when a coupon is redeemed" />
          <Button w="fit-content" disabled>
            Save configuration
          </Button>
        </Stack>
      </Card>
    </SamplePage>
  );
}
