// The editor's share dialog (issue 29): the public page link to send on WhatsApp or copy, and
// the WhatsApp status picture, where the browser cannot share the page's picture itself.
import { Button } from '@mantine/core';
import { IconPhotoDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ShareLinkDialog, WIDE_BUTTON } from '../../components/share/ShareLinkDialog.tsx';
import type { ShareTarget } from './sharePayload.ts';

export function ShareDialog(props: {
  target: ShareTarget | null;
  onClose(): void;
  onStatusPicture(): void;
  statusBusy?: boolean;
}) {
  const { t } = useTranslation('editor');
  return (
    <ShareLinkDialog
      target={props.target}
      onClose={props.onClose}
      texts={{
        heading: t('share.title'),
        intro: t('share.intro', { title: props.target?.title ?? '' }),
        linkLabel: t('share.link'),
        whatsApp: t('share.whatsApp'),
        copy: t('share.copy'),
        copied: t('share.copied'),
        close: t('share.close'),
      }}
    >
      <Button
        variant="default"
        {...WIDE_BUTTON}
        loading={props.statusBusy}
        onClick={props.onStatusPicture}
        leftSection={<IconPhotoDown size={20} aria-hidden />}
      >
        {t('share.status')}
      </Button>
    </ShareLinkDialog>
  );
}
