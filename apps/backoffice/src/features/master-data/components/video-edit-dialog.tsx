import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminVideo, type VideoEditForm, videoEditFormSchema } from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useUpdateVideo } from '../api/update-video.ts';
import { FormError } from './form-error.tsx';
import styles from './master-data.module.css';

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
    <Dialog title={t('masterData.videos.editTitle')} onClose={onClose}>
      <form onSubmit={handleSubmit((values) => update.mutate(values, { onSuccess: onClose }))} noValidate>
        <TextField
          label={t('masterData.videos.title')}
          autoComplete="off"
          maxLength={200}
          error={errorText(errors.title, 'masterData.errors.title')}
          {...register('title')}
        />
        <FormError error={update.error} />
        <div className={styles.actions}>
          <Button type="submit" busy={update.isPending}>
            {t('masterData.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
