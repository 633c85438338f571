// Placeholder created by the web shell so the Design route resolves; the editor helper
// owns this file and replaces it with the full-screen design editor.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSession } from '../session/store.ts';

export default function EditorScreen() {
  const design = useSession((s) => s.design);
  const leaveDesign = useSession((s) => s.leaveDesign);
  const navigate = useNavigate();
  return (
    <Center h="100dvh">
      <Stack align="center">
        <Title order={1}>Design editor</Title>
        <Text c="dimmed">{design?.designName ?? 'Design'}: the editor is being built.</Text>
        <Button
          onClick={() => {
            leaveDesign();
            navigate('/dashboard/designs');
          }}
        >
          Back to designs
        </Button>
      </Stack>
    </Center>
  );
}
