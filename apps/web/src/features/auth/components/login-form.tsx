import { placeFieldErrors } from '@sinar/client/field-errors';
import type { LoginMethod, SessionOpenedResponse } from '@sinar/domain';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { HumanCheck } from '../../../components/human-check/human-check.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import styles from './auth.module.css';
import { ServerError, useOpenSession } from './form-parts.tsx';

/** What every login form holds besides its identifier: each login schema of the domain ends with these two. */
export interface LoginFields extends FieldValues {
  password: string;
  humanCheckToken: string;
}

/** The call a login form makes (`useLogIn()`, `useLogInPartner()`). */
export interface LoginCall<TValues> {
  readonly mutate: (
    values: TValues,
    callbacks: {
      readonly onSuccess: (response: SessionOpenedResponse) => void;
      readonly onError: (error: Error) => void;
    },
  ) => void;
  readonly error: Error | null;
  readonly isPending: boolean;
}

export interface LoginFormProps<TInput extends LoginFields, TOutput> {
  readonly form: UseFormReturn<TInput, unknown, TOutput>;
  readonly logIn: LoginCall<NoInfer<TOutput>>;
  readonly loginMethod: LoginMethod;
  /** The form's fields in order, for the server's field errors: the identifier, then 'password'. */
  readonly fields: readonly Path<TInput>[];
  readonly 'aria-labelledby'?: string;
  /** What comes before the password: a lead, a notice, the identifier field. */
  readonly children: ReactNode;
  /** The items of the list of links under the button (forgotten password, registration...). */
  readonly links?: ReactNode;
}

/**
 * What every login form shares: its own fields, then the password, the human check, the server's answer and 'Log
 * in'. A successful login opens the session; a failed one re-arms the human check and puts the server's field
 * errors beside their fields.
 */
export function LoginForm<TInput extends LoginFields, TOutput>({
  form,
  logIn,
  loginMethod,
  fields,
  children,
  links,
  ...labelled
}: LoginFormProps<TInput, TOutput>) {
  const { t } = useT();
  const openSession = useOpenSession();
  const errorText = useFieldErrorText();
  // react-hook-form cannot check a field's name against a generic form; the two every login form has are named
  // through this view of it (as NricFields reads its part of a form through `useFormContext<NricFormValues>`).
  const credentials = form as unknown as UseFormReturn<LoginFields>;

  const onSubmit = form.handleSubmit((values) => {
    logIn.mutate(values, {
      onSuccess: (response) => openSession(response, loginMethod),
      onError: (error) => {
        credentials.setValue('humanCheckToken', '');
        placeFieldErrors(error, form.setError, fields);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form} {...labelled}>
      {children}
      {/* Uncapped, as the login boxes have always been: the schema refuses one over the maximum. */}
      <PasswordField
        purpose="current"
        label={t('forms.fields.password')}
        maxLength={undefined}
        error={errorText(credentials.formState.errors.password)}
        {...credentials.register('password')}
      />
      <HumanCheck control={credentials.control} name="humanCheckToken" />
      <ServerError error={logIn.error} />
      <Button type="submit" block busy={logIn.isPending} className={styles.submit}>
        {logIn.isPending ? t('auth.loggingIn') : t('auth.logIn')}
      </Button>
      {links ? <ul className={styles.links}>{links}</ul> : null}
    </form>
  );
}
