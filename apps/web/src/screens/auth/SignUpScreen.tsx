// Spec §2 "Sign-up screen" (flag registration): name, phone, password, confirm password and a
// required terms checkbox; the rules come from signUpSchema.
import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { type SignUpValues, signUpSchema, TIMERS_MS } from '@nibble/core';
import { useMutation } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signUp } from '../../api/accounts.ts';
import { FormError } from '../admin/FormDialog.tsx';
import {
  collapsedInputProps,
  focusClearsInputProps,
  showServerErrors,
  useErrorsClearAfter,
  useSchemaForm,
} from '../admin/formHelpers.ts';
import { AccountCard, DonePanel, FormHeading, NewPasswordFields } from './accountParts.tsx';

type SignUpInput = {
  name: string;
  phone: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
};

export default function SignUpScreen() {
  const form = useSchemaForm<SignUpInput, SignUpValues>(signUpSchema, {
    name: '',
    phone: '',
    password: '',
    confirmPassword: '',
    terms: false,
  });
  useErrorsClearAfter(form, TIMERS_MS.errorClear);
  const register = useMutation({
    mutationFn: signUp,
    onError: (error) => {
      const message = showServerErrors(form, error);
      if (message) form.setFieldError('_form', message);
    },
  });
  const formError = form.errors._form;
  const { t } = useTranslation();

  return (
    <AccountCard>
      {register.isSuccess ? (
        <DonePanel
          title={t('signUp.doneTitle')}
          action={
            <Button component={Link} to="/sign-in">
              {t('signUp.signIn')}
            </Button>
          }
        >
          {t('signUp.doneText')}
        </DonePanel>
      ) : (
        <form
          noValidate
          aria-labelledby="sign-up-title"
          onSubmit={form.onSubmit((values) => register.mutate(values))}
        >
          <Stack gap="md">
            <FormHeading id="sign-up-title" title={t('signUp.title')} />
            <FormError error={formError} />
            <TextInput
              label={t('signUp.name')}
              required
              autoComplete="name"
              {...collapsedInputProps(form, 'name')}
            />
            <TextInput
              label={t('signUp.phone')}
              required
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              {...collapsedInputProps(form, 'phone')}
            />
            <NewPasswordFields form={form} />
            <Checkbox
              label={
                <Trans
                  i18nKey="signUp.terms"
                  components={{ link: <Anchor component={Link} to="/privacy" inherit /> }}
                />
              }
              required
              {...focusClearsInputProps(form, 'terms', { type: 'checkbox' })}
            />
            <Button type="submit" fullWidth size="md" loading={register.isPending}>
              {t('signUp.submit')}
            </Button>
            <Text size="sm" ta="center">
              {t('signUp.haveAccount')}{' '}
              <Anchor component={Link} to="/sign-in">
                {t('signUp.signIn')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
