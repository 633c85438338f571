// Spec §2 "Lock screen". The spec shows a placeholder user; when this tab is signed in we
// show that user instead and Unlock checks their password with the server again. The
// placeholder is written in the interface language, as the sample screens' people are.
import { Anchor, Avatar, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '../../api/client.ts';
import { createSession } from '../../api/session.ts';
import { PublicFrame } from '../../layout/PublicFrame.tsx';
import { useSession } from '../../session/store.ts';

export default function LockScreen() {
  const { signedIn, name, phone, signIn } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();
  const shownName = signedIn ? name : t('lock.placeholderName');

  const unlock = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    if (!signedIn) {
      navigate('/sign-in');
      return;
    }
    setBusy(true);
    try {
      const answer = await createSession({ username: phone, password });
      if (answer.status === '1') {
        signIn(answer);
        navigate('/dashboard/orgs');
      } else {
        setError(answer.status);
      }
    } catch (cause) {
      setError(cause instanceof ApiRequestError ? cause.message : t('lock.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicFrame size="xs">
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <form onSubmit={unlock}>
          <Stack align="center" gap="md">
            <Avatar size={72} radius="xl" color="nibble">
              {signedIn ? name.charAt(0).toUpperCase() : t('lock.placeholderInitials')}
            </Avatar>
            <Title order={1} fz={22} ta="center">
              {shownName}
            </Title>
            <Text c="dimmed" size="sm" ta="center">
              {t('lock.intro')}
            </Text>
            <PasswordInput
              w="100%"
              label={t('lock.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={error || undefined}
              errorProps={{ role: 'alert' }}
              leftSection={error ? <IconAlertCircle size={16} /> : <IconLock size={16} />}
            />
            <Button type="submit" fullWidth loading={busy}>
              {t('lock.submit')}
            </Button>
            <Anchor component={Link} to="/dashboard" size="sm">
              {t('lock.back')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </PublicFrame>
  );
}
