// A signed-in screen's heading: its title (the page's h1) and the line under it that says what
// the screen is for, with the screen's main action (New organisation, New design …) at the
// right when it has one.
import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function ScreenHeading({
  title,
  intro,
  action,
}: {
  title: ReactNode;
  intro: ReactNode;
  action?: ReactNode;
}) {
  const heading = (
    <div>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
    </div>
  );
  if (action === undefined) return heading;
  return (
    <Group justify="space-between" gap="sm">
      {heading}
      {action}
    </Group>
  );
}
