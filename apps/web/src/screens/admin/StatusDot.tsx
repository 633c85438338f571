// Online/offline as a dot AND a word: colour is never the only signal.
import { Box, Group, Text } from '@mantine/core';
import { isOnline } from '@nibble/core';
import { useTranslation } from 'react-i18next';

export function StatusDot({ status, size = 'sm' }: { status: number; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('admin');
  const online = isOnline(status);
  return (
    <Group gap={6} wrap="nowrap" data-status={online ? 'online' : 'offline'}>
      <Box
        aria-hidden
        w={10}
        h={10}
        style={{
          borderRadius: '50%',
          flexShrink: 0,
          background: online ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-gray-5)',
        }}
      />
      <Text size={size} c={online ? 'teal.9' : 'dimmed'} fw={500}>
        {online ? t('status.online') : t('status.offline')}
      </Text>
    </Group>
  );
}
