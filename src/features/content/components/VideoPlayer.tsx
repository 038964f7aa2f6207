import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/content';
import type { ArticleVideo } from '@/types/content';

import styles from './VideoFigure.module.css';

const t = translator('content', messages);

export interface VideoPlayerProps {
  video: ArticleVideo;
  /** The captions file (WebVTT) beside the video, when there is one. */
  captions: string | null;
  /** Start playing at once (the visitor pressed play on the poster). */
  autoPlay: boolean;
}

/**
 * The video player: the browser's own `<video controls>` over the story's poster. Loaded on its
 * own (a dynamic import from VideoFigure), so pages without a video never download it.
 */
export function VideoPlayer({ video, captions, autoPlay }: VideoPlayerProps) {
  return (
    // The captions track is rendered whenever the video has a captions file (the rule cannot see
    // a conditional child); a silent video without one has nothing to caption.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      className={styles.media}
      controls
      autoPlay={autoPlay}
      playsInline
      preload={autoPlay ? 'auto' : 'none'}
      poster={video.poster}
      width={1200}
      height={630}
      aria-label={video.title}
    >
      <source src={video.src} type={video.src.endsWith('.mp4') ? 'video/mp4' : 'video/webm'} />
      {captions && <track kind="captions" src={captions} srcLang="en" label="English" default />}
      {t('video.unsupported')}
    </video>
  );
}
