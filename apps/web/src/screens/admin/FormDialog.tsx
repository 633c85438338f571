// The frame of the data dialogs (New Organization, New user, Edit user, New User, Update
// Role): a centred modal whose field errors stay readable, and a form that zod validates
// (not the browser), with the server's refusal on top and Cancel / submit at the bottom.
import {
  Alert,
  Button,
  Group,
  Modal,
  type ModalProps,
  Stack,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import errorClasses from './readableErrors.module.css';

export function FormModal({
  opened,
  onClose,
  title,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      classNames={{ content: errorClasses.readableErrors }}
      closeButtonProps={{ 'aria-label': t('dialog.closeDialog') }}
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
    >
      {children}
    </Modal>
  );
}

/** The refusal that belongs to no field, shown above a form's fields. */
export function FormError({ error }: { error: ReactNode }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {error}
    </Alert>
  );
}

export function ModalForm({
  onSubmit,
  error,
  cancel,
  submit,
  submitting,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The refusal that belongs to no field, shown above the fields. */
  error: string | null;
  cancel: { label: string; onClick: () => void };
  submit: string;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <FormError error={error} />
        {children}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={cancel.onClick}>
            {cancel.label}
          </Button>
          <Button type="submit" loading={submitting}>
            {submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The phone number a dialog asks for: ten digits, the phone's number pad. */
export function PhoneInput(props: TextInputProps) {
  const { t } = useTranslation('admin');
  return (
    <TextInput
      label={t('fields.phone')}
      required
      type="tel"
      inputMode="numeric"
      placeholder={t('fields.phonePlaceholder')}
      {...props}
    />
  );
}
