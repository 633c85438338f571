// Uploaded images or illustrations: the drop zone (checked with the spec §5 rules, failures
// in an Alert modal), the total uploaded size in MB, and the list to add from.
import { Button, Image, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { checkIllustrationFile, checkImageFile, type UploadedFile } from '@nibble/core';
import { canEdit } from '@nibble/core/publication';
import { IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useEditorBackend } from '../BackendContext.tsx';
import { loadImage } from '../canvas/useImage.ts';
import { visiblePartOf } from '../canvas/visibleArea.ts';
import { notifyError } from '../notify.ts';
import { addShapeToPage } from '../store/commands.ts';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext.tsx';
import { PanelSection } from './PanelSection.tsx';

export const toMegabytes = (bytes: number): string => (bytes / (1024 * 1024)).toFixed(2);

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
      notifyError('The picture could not be added', error);
    }
  };
}

function UploadThumb({ file, illustration }: { file: UploadedFile; illustration: 0 | 1 }) {
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
    <UnstyledButton
      aria-label={`Add ${file.path}`}
      disabled={!editable || !url}
      onClick={() => url && add(url, illustration ? 'illus' : 'img')}
    >
      <Image src={url ?? undefined} h={90} fit="contain" radius="sm" bg="gray.1" alt={file.path} />
    </UnstyledButton>
  );
}

export function UploadsSection({ illustration }: { illustration: 0 | 1 }) {
  const backend = useEditorBackend();
  const queryClient = useQueryClient();
  const editable = useEditor((s) => canEdit(s.state));
  const [alert, setAlert] = useState<string | null>(null);
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
    <PanelSection title="Uploads">
      <Dropzone
        onDrop={upload}
        onReject={(rejections) =>
          setAlert(
            check(rejections[0]?.file ?? null) ??
              (illustration
                ? 'Please select valid image SVG'
                : 'Please select valid image JPG,JPEG,PNG'),
          )
        }
        accept={accept}
        multiple={false}
        disabled={!editable}
        inputProps={{ 'aria-label': illustration ? 'Upload an illustration' : 'Upload an image' }}
        p="md"
      >
        <Stack align="center" gap={4}>
          <IconUpload size={24} aria-hidden />
          <Text size="sm">
            {illustration
              ? 'Drop an SVG here or click to upload'
              : 'Drop a PNG or JPG here or click to upload'}
          </Text>
        </Stack>
      </Dropzone>
      <Text size="xs" c="dimmed" data-testid="upload-total">
        Uploaded: {toMegabytes(uploads.data?.totalBytes ?? 0)} MB
      </Text>
      {uploads.isError && (
        <Text size="sm" c="red">
          The uploads could not be loaded.
        </Text>
      )}
      <SimpleGrid cols={3} spacing="xs">
        {(uploads.data?.files ?? []).map((file) => (
          <UploadThumb key={file.id} file={file} illustration={illustration} />
        ))}
      </SimpleGrid>
      <Modal opened={alert !== null} onClose={() => setAlert(null)} title="Alert" centered>
        <Stack>
          <Text>{alert}</Text>
          <Button onClick={() => setAlert(null)} style={{ alignSelf: 'flex-end' }}>
            Ok
          </Button>
        </Stack>
      </Modal>
    </PanelSection>
  );
}
