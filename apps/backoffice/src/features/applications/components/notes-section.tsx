import { zodResolver } from '@hookform/resolvers/zod';
import { formatMalaysianDateTime, noteRequestSchema, type OfficerApplication } from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { type NoteRequest, useAddNote } from '../api/add-note.ts';
import styles from './application.module.css';

/** Notes between colleagues on the application: not decisions, but kept in the trail. */
export function NotesSection({
  applicationId,
  notes,
}: {
  readonly applicationId: string;
  readonly notes: OfficerApplication['notes'];
}) {
  const { t, language } = useT();
  const errorText = useFieldErrorText();
  const addNote = useAddNote(applicationId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NoteRequest>({ resolver: zodResolver(noteRequestSchema), defaultValues: { text: '' } });

  const submit = handleSubmit((values) => addNote.mutate(values, { onSuccess: () => reset() }));

  return (
    <Section title={t('application.notes.title')}>
      {notes.length === 0 ? (
        <p className="muted">{t('application.notes.none')}</p>
      ) : (
        <ol className={styles.notes}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.noteMeta}>
                {note.officerName}, {formatMalaysianDateTime(note.at, language)}
              </p>
              <p className={styles.noteText}>{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate>
        <TextareaField
          label={t('application.notes.add')}
          rows={3}
          maxLength={2000}
          error={errorText(errors.text, 'application.notes.required')}
          {...register('text')}
        />
        <LiveRegion politeness="assertive">
          {addNote.error ? <Alert tone="error">{addNote.error.message}</Alert> : null}
        </LiveRegion>
        <Button type="submit" variant="secondary" busy={addNote.isPending}>
          {t('application.notes.save')}
        </Button>
      </form>
    </Section>
  );
}
