// "Share" on a published design's card (issue 29): the phone's share sheet with the title and
// the public page link (WhatsApp draws the page's preview card from its Open Graph tags), or,
// where the browser has no share sheet, the dialog with the WhatsApp link and Copy link. The
// page's picture itself is shared from the editor, where the page is drawn.
import { notifications } from '@mantine/notifications';
import type { Design } from '@nibble/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPageRecords } from '../../../api/pages.ts';
import { ShareLinkDialog } from '../../../components/share/ShareLinkDialog.tsx';
import { publicPageLink, publicPageOf } from '../../../components/share/shareLinks.ts';
import { usePublicUrl } from '../../../session/platform.ts';

interface Shared {
  title: string;
  link: string;
}

/** Opens the share sheet; false when the browser has none or refused (the dialog instead). */
async function shareLink(shared: Shared): Promise<boolean> {
  const data = { title: shared.title, text: shared.title, url: shared.link };
  if (typeof navigator.share !== 'function') return false;
  if (typeof navigator.canShare === 'function' && !navigator.canShare(data)) return false;
  try {
    await navigator.share(data);
    return true;
  } catch (error) {
    // Closing the sheet is the user's choice, not a failure.
    return error instanceof DOMException && error.name === 'AbortError';
  }
}

/**
 * The organisation's page records, read once the list holds a published design, so a tap on
 * Share opens the sheet at once (a browser refuses a share that comes long after the tap).
 */
export function useCardShare(orgId: number, designs: readonly Design[] | undefined) {
  const { t } = useTranslation('dashboard');
  const anyPublished = Boolean(designs?.some((design) => design.published === 1));
  const publicUrl = usePublicUrl();
  const records = useQuery({
    queryKey: ['pages', orgId],
    queryFn: ({ signal }) => listPageRecords(orgId, undefined, signal),
    enabled: anyPublished,
  });
  const [dialog, setDialog] = useState<Shared | null>(null);

  const share = async (design: Design) => {
    const all = records.data ?? (await records.refetch()).data ?? [];
    const record = publicPageOf(all.filter((r) => r.content_id === design.id));
    if (!record) {
      notifications.show({ color: 'red', message: t('designs.shareFailed') });
      return;
    }
    const shared = {
      title: design.title || t('designs.untitled'),
      link: publicPageLink(publicUrl, record.id),
    };
    if (!(await shareLink(shared))) setDialog(shared);
  };

  const dialogElement = (
    <ShareLinkDialog
      target={dialog}
      onClose={() => setDialog(null)}
      texts={{
        heading: t('shareDialog.title'),
        intro: t('shareDialog.intro', { title: dialog?.title ?? '' }),
        linkLabel: t('shareDialog.link'),
        whatsApp: t('shareDialog.whatsApp'),
        copy: t('shareDialog.copy'),
        copied: t('shareDialog.copied'),
        close: t('shareDialog.close'),
      }}
    />
  );
  return { share, dialog: dialogElement };
}
