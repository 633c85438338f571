// Spec §2 "Forgot-password screen" (flag forgot_password): a phone field and a Recover password
// button. The answer is the same whether or not the phone is known, so the confirmation is
// neutral and reveals nothing about who has an account.
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { newUserSchema, TIMERS_MS } from '@nibble/core';
import { z } from '@nibble/core/zod';
import { IconArrowLeft, IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestPasswordReset } from '../../api/accounts.ts';
import { FormError } from '../admin/FormDialog.tsx';
import {
  collapsedInputProps,
  showServerErrors,
  useErrorsClearAfter,
  useSchemaForm,
} from '../admin/formHelpers.ts';
import { AccountCard, FormHeading } from './accountParts.tsx';

const forgotSchema = z.object({ phone: newUserSchema.shape.phone });
type ForgotInput = { phone: string };

function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/sign-in" size="sm">
      <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} aria-hidden />
      {t('forgot.back')}
    </Anchor>
  );
}

export default function ForgotPasswordScreen() {
  const form = useSchemaForm<ForgotInput, { phone: string }>(forgotSchema, { phone: '' });
  useErrorsClearAfter(form, TIMERS_MS.errorClear);
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useTranslation();
  const recover = useMutation({
    mutationFn: ({ phone }: { phone: string }) => requestPasswordReset(phone),
    onMutate: () => setFailure(null),
    onError: (error) => setFailure(showServerErrors(form, error)),
  });

  return (
    <AccountCard>
      {recover.isSuccess ? (
        <Stack gap="sm" ta="center" align="center" role="status">
          <IconMailForward
            size={40}
            stroke={1.4}
            color="var(--mantine-color-nibble-6)"
            aria-hidden
          />
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('forgot.sentTitle')}
          </Title>
          <Text>{t('forgot.sentText')}</Text>
          <BackToSignIn />
        </Stack>
      ) : (
        <form
          noValidate
          aria-labelledby="forgot-title"
          onSubmit={form.onSubmit((values) => recover.mutate(values))}
        >
          <Stack gap="md">
            <FormHeading id="forgot-title" title={t('forgot.title')} intro={t('forgot.intro')} />
            <FormError error={failure} />
            <TextInput
              label={t('forgot.phone')}
              required
              type="tel"
              inputMode="numeric"
              autoComplete="username"
              {...collapsedInputProps(form, 'phone')}
            />
            <Button type="submit" fullWidth loading={recover.isPending}>
              {t('forgot.submit')}
            </Button>
            <Text ta="center">
              <BackToSignIn />
            </Text>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
