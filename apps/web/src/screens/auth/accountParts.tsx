// Pieces the account screens share: the Home button, the card a ?code=… link opens (Home
// when the code is missing, spec §2), the new-password pair of activation, reset and
// sign-up, their form heading, and the done and "Oops...!" states.
import { Alert, Button, Paper, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PublicFrame } from '../../layout/PublicFrame.tsx';
import { type AnyForm, focusClearsInputProps } from '../admin/formHelpers.ts';
import errorClasses from '../admin/readableErrors.module.css';

export function HomeButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/" variant="default" leftSection={<IconHome size={18} />}>
      {t('common.home')}
    </Button>
  );
}

/** What an account form turns into once it has done its job; Home from there unless told. */
export function DonePanel({
  title,
  children,
  action = <HomeButton />,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" gap="sm" ta="center" role="status">
      <ThemeIcon size={56} radius="xl" color="green" variant="light">
        <IconCircleCheck size={34} />
      </ThemeIcon>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {title}
      </Title>
      <Text>{children}</Text>
      {action}
    </Stack>
  );
}

/** An account form's title (its `id` names the form) and the line that says what to do. */
export function FormHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div>
      <Title order={1} id={id} fz={{ base: 22, sm: 26 }} ta="center">
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" size="sm" ta="center" mt={4}>
          {intro}
        </Text>
      )}
    </div>
  );
}

/** The error state of a code link's form (spec §2): the server refused or could not answer. */
export function OopsAlert() {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle size={18} />}
      title={t('account.oops')}
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      <Text size="sm" c="red.9">
        {t('common.somethingWentWrong')}
      </Text>
    </Alert>
  );
}

/** The card the account screens sit in, with errors readable on the tinted frame. */
export function AccountCard({ children }: { children: ReactNode }) {
  return (
    <PublicFrame size="xs">
      <Paper
        className={errorClasses.readableErrors}
        withBorder
        shadow="md"
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
      >
        {children}
      </Paper>
    </PublicFrame>
  );
}

/** The screen of a link carrying `?code=`: without a code it goes Home. */
export function CodeCard({ children }: { children: (code: string) => ReactNode }) {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  if (!code) return <Navigate to="/" replace />;
  return <AccountCard>{children(code)}</AccountCard>;
}

/** Password and its confirmation, each clearing its error on focus. */
export function NewPasswordFields<Values extends { password: string; confirmPassword: string }>({
  form,
  labels,
}: {
  form: AnyForm<Values>;
  labels?: { password: string; confirm: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={labels?.password ?? t('account.password')}
        required
        autoComplete="new-password"
        description={t('account.passwordHint')}
        {...focusClearsInputProps(form, 'password')}
      />
      <PasswordInput
        label={labels?.confirm ?? t('account.confirmPassword')}
        required
        autoComplete="new-password"
        {...focusClearsInputProps(form, 'confirmPassword')}
      />
    </>
  );
}
