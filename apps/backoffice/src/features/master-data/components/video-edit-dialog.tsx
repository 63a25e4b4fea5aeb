import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminVideo, type VideoEditForm, videoEditFormSchema } from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useUpdateVideo } from '../api/update-video.ts';
import { EditDialog } from './edit-dialog.tsx';

/** A video's title, as customers read it above the player. */
export function VideoEditDialog({
  video,
  onClose,
}: {
  readonly video: AdminVideo;
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const update = useUpdateVideo(video.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VideoEditForm>({
    resolver: zodResolver(videoEditFormSchema),
    defaultValues: { title: video.title },
  });
  return (
    <EditDialog
      title={t('masterData.videos.editTitle')}
      onClose={onClose}
      onSubmit={handleSubmit((values) => update.mutate(values, { onSuccess: onClose }))}
      submit={update}
    >
      <TextField
        label={t('masterData.videos.title')}
        autoComplete="off"
        maxLength={200}
        error={errorText(errors.title, 'masterData.errors.title')}
        {...register('title')}
      />
    </EditDialog>
  );
}
