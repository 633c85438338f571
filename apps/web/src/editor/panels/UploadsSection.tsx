// Uploaded images or illustrations: the drop zone (checked with the spec §5 rules, failures
// in an Alert modal), the total uploaded size in MB, and the list to add from. sys_admin can
// promote an organisation's upload to a global one (spec §6), after confirming.
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import {
  CREATE_VALUES,
  checkIllustrationFile,
  checkImageFile,
  isSysAdmin,
  MESSAGES,
  type UploadedFile,
} from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import { IconUpload, IconWorldUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n/languages.ts';
import { currentLanguage, i18n } from '../../i18n/setup.ts';
import { useSession } from '../../session/store.ts';
import { useEditorBackend } from '../BackendContext.tsx';
import { loadImage } from '../canvas/loadImage.ts';
import { visiblePartOf } from '../canvas/visibleArea.ts';
import { editorMessage } from '../messages.ts';
import { notifyError } from '../notify.ts';
import { addShapeToPage } from '../store/addShape.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { PanelSection } from './PanelSection.tsx';

/** Megabytes with two decimals (spec §2), grouped the interface language's way. */
export const toMegabytes = (bytes: number): string =>
  new Intl.NumberFormat(intlLocale(currentLanguage()), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bytes / (1024 * 1024));

/** Adds an image or illustration at its natural size fitted into the page. */
export function useAddPicture() {
  const store = useEditorStoreApi();
  return async (url: string, type: 'img' | 'illus') => {
    try {
      const image = await loadImage(url);
      addShapeToPage(
        store,
        {
          type,
          url,
          naturalWidth: image.naturalWidth || 200,
          naturalHeight: image.naturalHeight || 200,
        },
        visiblePartOf,
      );
    } catch (error) {
      notifyError(i18n.t('editor:notify.pictureFailed'), error);
    }
  };
}

const isGlobal = (file: UploadedFile) => file.owner_id === CREATE_VALUES.globalOwnerId;

function UploadThumb({
  file,
  illustration,
  onPromote,
}: {
  file: UploadedFile;
  illustration: 0 | 1;
  /** Set for sys_admin: offers the promote action on the organisation's own uploads. */
  onPromote?: (file: UploadedFile) => void;
}) {
  const { t } = useTranslation('editor');
  const backend = useEditorBackend();
  const add = useAddPicture();
  const editable = useEditor((s) => canEdit(s.state));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    backend.fileUrl(file).then((u) => live && setUrl(u));
    return () => {
      live = false;
    };
  }, [backend, file]);
  return (
    <Box pos="relative">
      <UnstyledButton
        aria-label={t('images.add', { name: file.path })}
        disabled={!editable || !url}
        onClick={() => url && add(url, illustration ? 'illus' : 'img')}
        w="100%"
      >
        <Image
          src={url ?? undefined}
          h={90}
          fit="contain"
          radius="sm"
          bg="gray.1"
          alt={file.path}
        />
      </UnstyledButton>
      {isGlobal(file) && (
        <Badge size="xs" pos="absolute" top={4} left={4}>
          {t('uploads.global')}
        </Badge>
      )}
      {onPromote && !isGlobal(file) && (
        <Tooltip
          label={illustration ? t('uploads.makeIllustrationGlobal') : t('uploads.makeImageGlobal')}
        >
          <ActionIcon
            pos="absolute"
            top={4}
            right={4}
            size="sm"
            variant="white"
            aria-label={t('uploads.promoteFile', { file: file.path })}
            onClick={() => onPromote(file)}
          >
            <IconWorldUpload size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Box>
  );
}

/** Asks before promoting: a global picture shows in every organisation's panel. */
function PromoteDialog({
  file,
  illustration,
  onClose,
}: {
  file: UploadedFile | null;
  illustration: 0 | 1;
  onClose: () => void;
}) {
  const { t } = useTranslation('editor');
  const backend = useEditorBackend();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const promote = async () => {
    if (!file) return;
    setBusy(true);
    try {
      await backend.promoteUpload(file);
      // The spec's "list reloads": the picture moves to the global section, out of the total.
      await queryClient.invalidateQueries({ queryKey: ['editor', 'uploads'] });
      onClose();
    } catch (error) {
      notifyError(
        illustration ? t('notify.promoteIllustrationFailed') : t('notify.promoteImageFailed'),
        error,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      opened={file !== null}
      onClose={onClose}
      title={t('uploads.promoteTitle')}
      centered
    >
      <Stack>
        <Text>
          {illustration
            ? t('uploads.confirmIllustration', { file: file?.path ?? '' })
            : t('uploads.confirmImage', { file: file?.path ?? '' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('uploads.cancel')}
          </Button>
          <Button onClick={promote} loading={busy}>
            {t('uploads.promote')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function UploadsSection({ illustration }: { illustration: 0 | 1 }) {
  const { t } = useTranslation('editor');
  const backend = useEditorBackend();
  const queryClient = useQueryClient();
  const editable = useEditor((s) => canEdit(s.state));
  const [alert, setAlert] = useState<string | null>(null);
  const [promoting, setPromoting] = useState<UploadedFile | null>(null);
  const sysAdmin = useSession((s) => isSysAdmin(s.role));
  const key = ['editor', 'uploads', illustration];
  const uploads = useQuery({ queryKey: key, queryFn: () => backend.listUploads(illustration) });
  const check = illustration ? checkIllustrationFile : checkImageFile;
  const accept: Record<string, string[]> = illustration
    ? { 'image/svg+xml': ['.svg'] }
    : { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };

  const upload = async (files: File[]) => {
    const file = files[0] ?? null;
    const problem = check(file);
    if (problem || !file) {
      setAlert(problem);
      return;
    }
    try {
      await backend.uploadFile(file, illustration);
      await queryClient.invalidateQueries({ queryKey: ['editor', 'uploads'] });
    } catch (error) {
      setAlert(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <PanelSection title={t('uploads.section')}>
      <Dropzone
        onDrop={upload}
        onReject={(rejections) =>
          setAlert(
            check(rejections[0]?.file ?? null) ??
              (illustration ? MESSAGES.illustrationInvalid : MESSAGES.imageInvalid),
          )
        }
        accept={accept}
        multiple={false}
        disabled={!editable}
        inputProps={{
          'aria-label': illustration ? t('uploads.uploadIllustration') : t('uploads.uploadImage'),
        }}
        p="md"
      >
        <Stack align="center" gap={4}>
          <IconUpload size={24} aria-hidden />
          <Text size="sm">
            {illustration ? t('uploads.dropIllustration') : t('uploads.dropImage')}
          </Text>
        </Stack>
      </Dropzone>
      <Text size="xs" c="dimmed" data-testid="upload-total">
        {t('uploads.total', { size: toMegabytes(uploads.data?.totalBytes ?? 0) })}
      </Text>
      {uploads.isError && (
        <Text size="sm" c="red">
          {t('uploads.loadFailed')}
        </Text>
      )}
      <SimpleGrid cols={3} spacing="xs">
        {(uploads.data?.files ?? []).map((file) => (
          <UploadThumb
            key={file.id}
            file={file}
            illustration={illustration}
            onPromote={sysAdmin ? setPromoting : undefined}
          />
        ))}
      </SimpleGrid>
      <PromoteDialog
        file={promoting}
        illustration={illustration}
        onClose={() => setPromoting(null)}
      />
      <Modal
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
        opened={alert !== null}
        onClose={() => setAlert(null)}
        title={t('uploads.alert')}
        centered
      >
        <Stack>
          <Text>{alert && editorMessage(alert)}</Text>
          <Button onClick={() => setAlert(null)} style={{ alignSelf: 'flex-end' }}>
            {t('uploads.ok')}
          </Button>
        </Stack>
      </Modal>
    </PanelSection>
  );
}
