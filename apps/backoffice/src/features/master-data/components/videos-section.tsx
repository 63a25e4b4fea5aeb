import type { AdminVideo } from '@sinar/domain';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useVideos } from '../api/list-videos.ts';
import { useUpdateVideo } from '../api/update-video.ts';
import { RecordTable } from './record-table.tsx';
import { StateAndActionsCells } from './state-and-actions-cells.tsx';
import { VideoEditDialog } from './video-edit-dialog.tsx';

function VideoRow({ video }: { readonly video: AdminVideo }) {
  const { t } = useT();
  const update = useUpdateVideo(video.id);
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
      <StateAndActionsCells
        name={video.title}
        active={video.active}
        update={update}
        editor={(close) => <VideoEditDialog video={video} onClose={close} />}
      />
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
        <RecordTable
          caption={t('masterData.videos.caption')}
          columns={[
            t('masterData.videos.title'),
            t('masterData.videos.company'),
            t('masterData.videos.audience'),
            t('masterData.videos.language'),
            t('masterData.videos.file'),
            t('masterData.state'),
          ]}
        >
          {videos.data.map((video) => (
            <VideoRow key={video.id} video={video} />
          ))}
        </RecordTable>
      ) : null}
    </>
  );
}
