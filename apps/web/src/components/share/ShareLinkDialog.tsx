// The offer's public page link to send on WhatsApp or copy (issue 29): where the browser
// cannot share a picture (a laptop, an older phone). The editor adds the WhatsApp status
// picture below; each caller passes its texts, read from its own namespace.
import { Button, CopyButton, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { whatsAppLink } from './shareLinks.ts';

/** WCAG 2.5.5's touch target (44 × 44 CSS px). */
export const TOUCH_TARGET = 44;

/** A full-width button at least a thumb high whose label wraps rather than being cut off. */
export const WIDE_BUTTON = {
  fullWidth: true,
  mih: TOUCH_TARGET,
  h: 'auto',
  py: 8,
  styles: {
    label: { whiteSpace: 'normal' as const, textAlign: 'center' as const, lineHeight: 1.4 },
  },
};

export interface ShareLinkTexts {
  heading: string;
  intro: string;
  linkLabel: string;
  whatsApp: string;
  copy: string;
  copied: string;
  close: string;
}

export function ShareLinkDialog(props: {
  /** What is shared; null while the dialog is closed. */
  target: { title: string; link: string } | null;
  texts: ShareLinkTexts;
  onClose(): void;
  children?: ReactNode;
}) {
  const { target, texts } = props;
  return (
    <Modal
      opened={target !== null}
      onClose={props.onClose}
      title={texts.heading}
      centered
      closeButtonProps={{ 'aria-label': texts.close, size: TOUCH_TARGET }}
    >
      {target && (
        <Stack gap="md">
          <Text size="sm">{texts.intro}</Text>
          <TextInput
            label={texts.linkLabel}
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
            {texts.whatsApp}
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
                {copied ? texts.copied : texts.copy}
              </Button>
            )}
          </CopyButton>
          {props.children}
        </Stack>
      )}
    </Modal>
  );
}
