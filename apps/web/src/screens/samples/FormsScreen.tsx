import {
  Button,
  Card,
  Checkbox,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { SamplePage } from './SamplePage.tsx';

export default function FormsScreen() {
  return (
    <SamplePage title="Forms">
      <Card withBorder radius="md" padding="lg" maw={720}>
        <Title order={2} fz="lg" mb="sm">
          Customer feedback
        </Title>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="First name" placeholder="Anita" />
            <TextInput label="Last name" placeholder="R." />
          </SimpleGrid>
          <Select
            label="How did you hear about us?"
            data={['QR code in store', 'A friend', 'Social media']}
            placeholder="Choose one"
          />
          <Textarea label="Comments" autosize minRows={3} />
          <Checkbox label="Send me offers by SMS" />
          <Button w="fit-content" disabled>
            Submit
          </Button>
        </Stack>
      </Card>
    </SamplePage>
  );
}
