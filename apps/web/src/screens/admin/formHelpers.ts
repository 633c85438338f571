// Small glue between Mantine forms, the shared zod schemas and the server's error answers, so
// every form shows a rule's message from one place (packages/core/src/validation.ts) and a
// server's 400 `fields` on the same inputs.
import { type FormErrors, type GetInputPropsReturnType, useForm } from '@mantine/form';
import { collapseWhitespace, FORM_ERROR_KEY } from '@nibble/core';
import type { z } from '@nibble/core/zod';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  type FormEvent,
  type FormEventHandler,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { ApiRequestError } from '../../api/client.ts';
import { i18n } from '../../i18n/setup.ts';
import { translateFieldMessage } from '../../i18n/validation.ts';

/** The part of a Mantine form these helpers use, whatever its values and transform. */
export interface AnyForm<Values> {
  errors: FormErrors;
  getValues(): Values;
  setErrors(errors: FormErrors): void;
  clearErrors(): void;
  clearFieldError(path: string): void;
  setFieldValue(path: string, value: string): void;
  getInputProps(path: string, options?: { type?: 'input' | 'checkbox' }): GetInputPropsReturnType;
}

/**
 * A Mantine form checked by one of the shared zod schemas (each field shows its first broken
 * rule) whose submitted values are the schema's output: whitespace collapsed, defaults filled.
 */
export function useSchemaForm<Input extends Record<string, unknown>, Output>(
  schema: z.ZodType<Output>,
  initialValues: Input,
) {
  return useForm<Input, (values: Input) => Output>({
    initialValues,
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
    // Validation passed, so parsing only normalises.
    transformValues: (values) => schema.parse(values),
  });
}

/**
 * Puts a server's field messages on the form. Answers the message for the whole form when
 * the error carries no field the form knows (a conflict, a network failure …), else null.
 */
export function showServerErrors<Values extends object>(
  form: AnyForm<Values>,
  error: unknown,
): string | null {
  if (error instanceof ApiRequestError) {
    const known = Object.entries(error.fields).filter(([field]) => field in form.getValues());
    if (known.length > 0) {
      form.setErrors(Object.fromEntries(known));
      return error.fields[FORM_ERROR_KEY] ?? null;
    }
    return error.message;
  }
  return i18n.t('admin:common.tryLater');
}

/** What a form sent by useFormMutation hands its frame (ModalForm, SettingsFormCard). */
export interface FormSending {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The refusal that belongs to no field, shown above the fields. */
  error: string | null;
  submitting: boolean;
}

/**
 * A form sent by one mutation, as every data dialog and settings card sends it: sending
 * clears the last refusal; a refusal goes on the fields it names, or above them when it
 * names none (showServerErrors). `clearError` is for a dialog that closes; `onSend` clears a
 * form's own notices, `takeRefusal` answers true for a refusal the form shows its own way.
 */
export function useFormMutation<Values extends object, Sent, Answer>(
  form: AnyForm<Values> & {
    onSubmit(handler: (values: Sent) => void): (event?: FormEvent<HTMLFormElement>) => void;
  },
  options: {
    mutationFn: (sent: Sent) => Promise<Answer>;
    onSuccess: (answer: Answer) => void;
    onSend?: () => void;
    takeRefusal?: (error: Error) => boolean;
  },
) {
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: options.mutationFn,
    onMutate: () => {
      setFormError(null);
      options.onSend?.();
    },
    onSuccess: options.onSuccess,
    onError: (error) => {
      if (!options.takeRefusal?.(error)) setFormError(showServerErrors(form, error));
    },
  });
  const sending: FormSending = {
    onSubmit: form.onSubmit((values) => mutation.mutate(values)),
    error: formError,
    submitting: mutation.isPending,
  };
  return { mutation, sending, clearError: () => setFormError(null) };
}

/** What to say of a refused save that has no form fields to mark (the edit dialogs). */
export function refusalOf(error: unknown): string {
  return error instanceof ApiRequestError
    ? (Object.values(error.fields)[0] ?? error.message)
    : i18n.t('admin:common.tryLater');
}

/** A field's message in the interface language (the core's rules are written in English). */
const translatedError = (error: ReactNode): ReactNode =>
  typeof error === 'string' ? translateFieldMessage(error) : error;

/**
 * Input props for a text field whose error clears when the field gets focus and whose value
 * is whitespace-collapsed and trimmed when it loses focus (New Organization rules).
 */
export function collapsedInputProps<Values extends object>(
  form: AnyForm<Values>,
  field: keyof Values & string,
) {
  const props = form.getInputProps(field);
  return {
    ...props,
    error: translatedError(props.error),
    onFocus: () => form.clearFieldError(field),
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      form.setFieldValue(field, collapseWhitespace(event.currentTarget.value));
    },
  };
}

/** Input props whose error clears when the field gets focus. */
export function focusClearsInputProps<Values extends object>(
  form: AnyForm<Values>,
  field: keyof Values & string,
  options?: { type?: 'input' | 'checkbox' },
) {
  const props = form.getInputProps(field, options);
  return {
    ...props,
    error: translatedError(props.error),
    onFocus: () => form.clearFieldError(field),
  };
}

/** Clears a form's errors `ms` after they appear (spec §9: error messages clear after 5 s). */
export function useErrorsClearAfter<Values extends object>(form: AnyForm<Values>, ms: number) {
  const clear = useRef(form.clearErrors);
  clear.current = form.clearErrors;
  const { errors } = form;
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    // A new set of errors starts a new countdown.
    const timer = setTimeout(() => clear.current(), ms);
    return () => clearTimeout(timer);
  }, [errors, ms]);
}
