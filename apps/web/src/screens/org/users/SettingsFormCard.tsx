// The frame the Settings screen's forms share: a titled section, the server's refusal above
// the fields, and the submit button under them.
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormError } from '../../admin/FormDialog.tsx';
import errorClasses from '../../admin/readableErrors.module.css';

interface SettingsFormCardProps {
  /** Id of the title, which names the section. */
  id: string;
  title: string;
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}

export function SettingsFormCard({
  id,
  title,
  error,
  onSubmit,
  submitLabel,
  submitting,
  children,
}: SettingsFormCardProps) {
  return (
    <Card
      className={errorClasses.readableErrors}
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={id}
    >
      <Title order={2} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          <FormError error={error} />
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
