// Spec §2 "Sign-in screen". A successful sign-in needs no navigation here: the PublicOnly
// guard around this route sends the now signed-in user on to where they were going.
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../api/client.ts';
import { createSession } from '../../api/session.ts';
import { followUserLanguage } from '../../i18n/userLanguage.ts';
import { PublicFrame } from '../../layout/PublicFrame.tsx';
import { useFlags } from '../../session/flags.ts';
import { useSession } from '../../session/store.ts';

export const REMEMBERED_PHONE_KEY = 'nibble.rememberedPhone';

/** The red status line: the server's refusal, or why the last session ended. */
function useStatusMessage(): string {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const reason = useSession((s) => s.signOutReason);
  if (status && status !== '1') return status;
  if (reason === 'unauthorized') return t('signIn.sessionEnded');
  return '';
}

export default function SignInScreen() {
  const flags = useFlags();
  const signIn = useSession((s) => s.signIn);
  const statusMessage = useStatusMessage();
  const { t } = useTranslation();
  const [rememberedPhone, setRememberedPhone, forgetPhone] = useLocalStorage<string>({
    key: REMEMBERED_PHONE_KEY,
    defaultValue: '',
    getInitialValueInEffect: false,
  });
  const [phone, setPhone] = useState(rememberedPhone);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(rememberedPhone !== '');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const answer = await createSession({ username: phone.trim(), password });
      if (answer.status === '1' && flags.remember_me === 1) {
        if (remember) setRememberedPhone(phone.trim());
        else forgetPhone();
      }
      // A refusal shows in the chosen language, by the server's error code (api/client.ts).
      const refusal = 'refusal' in answer ? answer.refusal : undefined;
      // The account's language first, so the first signed-in screen already shows it.
      if ('language' in answer) await followUserLanguage(answer.language);
      signIn(refusal ? { status: refusal.message } : answer);
    } catch (error) {
      // Rate limits, bad input and an unreachable server are sign-in failures too.
      signIn({
        status: error instanceof ApiRequestError ? error.message : t('signIn.failedRetry'),
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PublicFrame size="xs">
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <form onSubmit={submit} aria-labelledby="sign-in-title">
          <Stack gap="md">
            <div>
              <Title order={1} id="sign-in-title" fz={{ base: 22, sm: 26 }} ta="center">
                {t('signIn.title')}
              </Title>
              <Text c="dimmed" size="sm" ta="center" mt={4}>
                {t('signIn.intro')}
              </Text>
            </div>

            {statusMessage && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                icon={<IconAlertCircle size={18} />}
                title={t('signIn.failed')}
                styles={{
                  title: { color: 'var(--mantine-color-red-9)' },
                  icon: { color: 'var(--mantine-color-red-8)' },
                }}
                data-testid="sign-in-status"
              >
                <Text c="red.9" size="sm">
                  {statusMessage}
                </Text>
              </Alert>
            )}

            <TextInput
              label={t('signIn.phone')}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="username"
              placeholder={t('signIn.phonePlaceholder')}
              required
              value={phone}
              onChange={(event) => setPhone(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('signIn.password')}
              name="password"
              autoComplete="current-password"
              placeholder={t('signIn.passwordPlaceholder')}
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />

            {(flags.remember_me === 1 || flags.forgot_password === 1) && (
              <Group justify="space-between" gap="xs">
                {flags.remember_me === 1 && (
                  <Checkbox
                    label={t('signIn.rememberMe')}
                    checked={remember}
                    onChange={(event) => setRemember(event.currentTarget.checked)}
                  />
                )}
                {flags.forgot_password === 1 && (
                  <Anchor component={Link} to="/forgot-password" size="sm">
                    {t('signIn.lostPassword')}
                  </Anchor>
                )}
              </Group>
            )}

            <Button type="submit" fullWidth size="md" loading={submitting}>
              {t('signIn.submit')}
            </Button>

            {flags.registration === 1 && (
              <Text size="sm" ta="center">
                {t('signIn.notRegistered')}{' '}
                <Anchor component={Link} to="/sign-up">
                  {t('signIn.createAccount')}
                </Anchor>
              </Text>
            )}
          </Stack>
        </form>
      </Paper>
    </PublicFrame>
  );
}
