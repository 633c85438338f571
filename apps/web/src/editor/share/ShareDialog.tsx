// Where the browser cannot share a picture (a laptop, an older phone): the offer's public page
// link to send on WhatsApp or copy, and the WhatsApp status picture to download (issue 29).
import { Button, CopyButton, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconPhotoDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { whatsAppLink } from './shareLinks.ts';
import type { ShareTarget } from './sharePayload.ts';

/** WCAG 2.5.5's touch target (44 × 44 CSS px). */
export const TOUCH_TARGET = 44;

/** A full-width button at least a thumb high whose label wraps rather than being cut off. */
const WIDE_BUTTON = {
  fullWidth: true,
  mih: TOUCH_TARGET,
  h: 'auto',
  py: 8,
  styles: {
    label: { whiteSpace: 'normal' as const, textAlign: 'center' as const, lineHeight: 1.4 },
  },
};

export function ShareDialog(props: {
  target: ShareTarget | null;
  onClose(): void;
  onStatusPicture(): void;
  statusBusy?: boolean;
}) {
  const { t } = useTranslation('editor');
  const { target } = props;
  return (
    <Modal
      opened={target !== null}
      onClose={props.onClose}
      title={t('share.title')}
      centered
      closeButtonProps={{ 'aria-label': t('share.close'), size: TOUCH_TARGET }}
    >
      {target && (
        <Stack gap="md">
          <Text size="sm">{t('share.intro', { title: target.title })}</Text>
          <TextInput
            label={t('share.link')}
            value={target.link}
            readOnly
            size="md"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            component="a"
            href={whatsAppLink(target.title, target.link)}
            target="_blank"
            rel="noopener noreferrer"
            // WhatsApp's dark teal: white on its bright green is below 4.5:1 (7.7:1 here).
            color="#075e54"
            {...WIDE_BUTTON}
            leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
          >
            {t('share.whatsApp')}
          </Button>
          <CopyButton value={target.link} timeout={2500}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                {...WIDE_BUTTON}
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={20} aria-hidden /> : <IconCopy size={20} aria-hidden />
                }
              >
                {copied ? t('share.copied') : t('share.copy')}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            {...WIDE_BUTTON}
            loading={props.statusBusy}
            onClick={props.onStatusPicture}
            leftSection={<IconPhotoDown size={20} aria-hidden />}
          >
            {t('share.status')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
