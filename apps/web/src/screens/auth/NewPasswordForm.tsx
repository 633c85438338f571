// The one form behind the activation and reset-password links (spec §2): the account's phone
// or email, a new password twice, Home beside the submit button, then the done panel.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { TIMERS_MS } from '@nibble/core';
import type { FormEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnyForm, focusClearsInputProps, useErrorsClearAfter } from '../admin/formHelpers.ts';
import {
  DonePanel,
  FormHeading,
  HomeButton,
  NewPasswordFields,
  OopsAlert,
} from './accountParts.tsx';

/** The field that names the account a ?code=… link sets a password for. */
const ACCOUNT_FIELDS = {
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'username' },
  email: { type: 'email', inputMode: undefined, autoComplete: 'email' },
} as const;

/**
 * The form a ?code=… link opens to set a password (activation, reset), and what it turns into
 * once done: heading, the "Oops...!" state, the field that names the account (`account`), the
 * new-password pair, and Home beside the submit button; its errors clear after 5 seconds
 * (spec §9). `texts` names the catalogue section holding its title, intro, the account field's
 * label, submit, doneTitle and doneText; the heading's id is `{texts}-title`.
 */
export function NewPasswordForm<
  Account extends keyof typeof ACCOUNT_FIELDS,
  Values extends { password: string; confirmPassword: string } & Record<Account, string>,
  Output,
>({
  form,
  texts,
  account,
  request,
}: {
  form: AnyForm<Values> & {
    onSubmit(handler: (values: Output) => void): FormEventHandler<HTMLFormElement>;
  };
  texts: 'activate' | 'reset';
  account: Account;
  request: {
    isError: boolean;
    isPending: boolean;
    isSuccess: boolean;
    mutate(values: Output): void;
  };
}) {
  const { t } = useTranslation();
  useErrorsClearAfter(form, TIMERS_MS.errorClear);
  if (request.isSuccess) {
    return <DonePanel title={t(`${texts}.doneTitle`)}>{t(`${texts}.doneText`)}</DonePanel>;
  }
  const id = `${texts}-title`;
  return (
    <form
      noValidate
      aria-labelledby={id}
      onSubmit={form.onSubmit((values) => request.mutate(values))}
    >
      <Stack gap="md">
        <FormHeading id={id} title={t(`${texts}.title`)} intro={t(`${texts}.intro`)} />
        {request.isError && <OopsAlert />}
        <TextInput
          label={t(`${texts}.${account}`)}
          required
          {...ACCOUNT_FIELDS[account]}
          {...focusClearsInputProps(form, account)}
        />
        <NewPasswordFields form={form} />
        <Group justify="space-between" mt="xs">
          <HomeButton />
          <Button type="submit" loading={request.isPending}>
            {t(`${texts}.submit`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
