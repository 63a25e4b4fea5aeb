import type { AdminVideo } from '@sinar/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useVideos } from '../api/list-videos.ts';
import { useUpdateVideo } from '../api/update-video.ts';
import { ActiveToggle } from './active-toggle.tsx';
import styles from './master-data.module.css';
import { StateBadge } from './state-badge.tsx';
import { VideoEditDialog } from './video-edit-dialog.tsx';

function VideoRow({ video }: { readonly video: AdminVideo }) {
  const { t } = useT();
  const update = useUpdateVideo(video.id);
  const [editing, setEditing] = useState(false);
  const audience = video.partnerType
    ? `${t(`masterData.segments.${video.segment}`)} · ${t(`masterData.partnerTypes.${video.partnerType}`)}`
    : t(`masterData.segments.${video.segment}`);
  return (
    <tr>
      <th scope="row">{video.title}</th>
      <td>{t(`masterData.companies.${video.company}`)}</td>
      <td>{audience}</td>
      <td>{t(`masterData.languages.${video.language}`)}</td>
      <td>{video.fileName ?? t('masterData.videos.noFile')}</td>
      <td>
        <StateBadge active={video.active} />
      </td>
      <td>
        <span className={styles.rowActions}>
          <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
            {t('masterData.edit')}
            <span className="visually-hidden"> {video.title}</span>
          </Button>
          <ActiveToggle name={video.title} active={video.active} update={update} />
        </span>
        {editing ? <VideoEditDialog video={video} onClose={() => setEditing(false)} /> : null}
      </td>
    </tr>
  );
}

/** The attestation videos: their titles and which are shown to customers. */
export function VideosSection() {
  const { t } = useT();
  const videos = useVideos();
  return (
    <>
      <p className="muted">{t('masterData.videos.lastActiveHint')}</p>
      {videos.isPending ? <Loading /> : null}
      {videos.isError ? <LoadError error={videos.error} onRetry={() => void videos.refetch()} /> : null}
      {videos.data ? (
        <TableFrame>
          <table className="data-table">
            <caption className="visually-hidden">{t('masterData.videos.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('masterData.videos.title')}</th>
                <th scope="col">{t('masterData.videos.company')}</th>
                <th scope="col">{t('masterData.videos.audience')}</th>
                <th scope="col">{t('masterData.videos.language')}</th>
                <th scope="col">{t('masterData.videos.file')}</th>
                <th scope="col">{t('masterData.state')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('masterData.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {videos.data.map((video) => (
                <VideoRow key={video.id} video={video} />
              ))}
            </tbody>
          </table>
        </TableFrame>
      ) : null}
    </>
  );
}
