import { Button, FileInput, Image, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTION_MAX, POST_IMAGE_MAX_BYTES } from '@/api/contract/feed';
import { createPost } from '@/api/feed';
import { compressPostImage, POST_IMAGE_TYPES } from './compress-image';
import { FEED_KEY, prependPost } from './use-posts';

export interface CreatePostDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}

type Picked = { dataUrl: string; bytes: number } | null;

/** Spec §2/§5 create-post dialog: image picker, caption (required, ≤ 255), 'Publish new post'. */
export const CreatePostDialog = ({ opened, onClose, onCreated }: CreatePostDialogProps) => {
  const { t } = useTranslation('feed');
  const [image, setImage] = useState<Picked>(null);
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const publishing = useMutation({
    mutationFn: createPost,
    onSuccess: (item) => {
      setImage(null);
      setCaption('');
      prependPost(queryClient, item);
      void queryClient.invalidateQueries({ queryKey: FEED_KEY });
      onCreated();
    },
  });

  const pick = async (file: File | null) => {
    setImage(null);
    setError(null);
    if (!file) return;
    try {
      const compressed = await compressPostImage(file);
      if (compressed.bytes > POST_IMAGE_MAX_BYTES) {
        setError(t('tooLarge', { size: compressed.bytes }));
        return;
      }
      setImage(compressed);
    } catch {
      setError(t('compressionFailed'));
    }
  };

  const valid = image !== null && caption.trim().length > 0 && caption.length <= CAPTION_MAX;
  const publish = () => {
    if (image && valid) publishing.mutate({ text: caption.trim(), file: image.dataUrl });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('createTitle')}
      closeButtonProps={{ 'aria-label': t('closeDialog') }}
      fullScreen={false}
      centered
    >
      <Stack>
        <FileInput
          label={t('imageLabel')}
          placeholder={t('imagePlaceholder')}
          accept={POST_IMAGE_TYPES.join(',')}
          onChange={(file) => void pick(file)}
          error={error}
          clearable
        />
        {image && (
          <Image src={image.dataUrl} alt={t('preview')} radius="sm" mah={240} fit="contain" />
        )}
        <Textarea
          label={t('captionLabel')}
          required
          autosize
          minRows={2}
          maxLength={CAPTION_MAX}
          value={caption}
          onChange={(event) => setCaption(event.currentTarget.value)}
          description={`${caption.length}/${CAPTION_MAX}`}
        />
        <Text size="xs" c="dimmed">
          {t('createHint')}
        </Text>
        <Button onClick={publish} disabled={!valid} loading={publishing.isPending}>
          {t('publish')}
        </Button>
      </Stack>
    </Modal>
  );
};
