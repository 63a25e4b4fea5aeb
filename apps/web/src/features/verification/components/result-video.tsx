import type { Variant } from '@sinar/domain';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-t.ts';
import { usePreRecordedVideo } from '../api/pre-recorded-video.ts';
import styles from './verification.module.css';

/** A short video of what happens next, with play and pause (spec 000 section 2). */
export function ResultVideo({ variant }: { readonly variant: Variant }) {
  const { t } = useT('journey');
  const headingId = useId();
  const video = usePreRecordedVideo(variant);
  const player = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [broken, setBroken] = useState(false);

  const toggle = () => {
    const element = player.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  const url = video.data?.file.url;
  return (
    <section aria-labelledby={headingId} className={styles.video}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('verification.complete.videoHeading')}
      </h2>
      {video.isPending ? <p role="status">{t('verification.common.loading')}</p> : null}
      {video.isError || video.data === null || broken ? (
        <p>{t('verification.complete.videoUnavailable')}</p>
      ) : null}
      {url && !broken ? (
        <>
          {/* biome-ignore lint/a11y/useMediaCaption: the master list's videos have no caption track */}
          <video
            ref={player}
            src={url}
            preload="metadata"
            playsInline
            aria-label={t('verification.complete.videoLabel')}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
            onError={() => setBroken(true)}
          />
          <Button variant="secondary" size="small" onClick={toggle}>
            {playing ? t('verification.complete.pause') : t('verification.complete.play')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
