// What only signed-in screens use, loaded with the first of them so the public pages stay
// light: the whole Mantine stylesheet (dates, dropzone and notifications included), the
// calendars' language, the modals manager and the notifications. Every modals.open and
// notifications.show caller (dashboards, Designs, Users, the editor) sits under
// RequireSignIn, hence under this.
// The whole sheet repeats the public subset of layout/publicStyles.ts; loaded later, it sets
// the order of every Mantine rule again, so nothing depends on which chunk came first.
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/dropzone/styles.layer.css';
import '@mantine/notifications/styles.layer.css';

import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageDatesProvider } from '../i18n/LanguageDatesProvider.tsx';

export default function SignedInProviders() {
  const { t } = useTranslation('dashboard');
  // Modals live inside the router so dialog content may use links and router hooks.
  // Dates outside the modals manager, so a date picker inside a dialog follows the language.
  return (
    <LanguageDatesProvider>
      {/* Every managed dialog's close button is named (axe: button-name), in the language. */}
      <ModalsProvider modalProps={{ closeButtonProps: { 'aria-label': t('dialog.close') } }}>
        <Notifications position="top-right" />
        <Outlet />
      </ModalsProvider>
    </LanguageDatesProvider>
  );
}
