import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/content';
import type { ArticleVideo } from '@/types/content';

import styles from './VideoFigure.module.css';
import type { VideoPlayerProps } from './VideoPlayer';

const t = translator('content', messages);

/** The player module, fetched once per page on demand. */
function loadPlayer(): Promise<ComponentType<VideoPlayerProps>> {
  return import('./VideoPlayer').then((m) => m.VideoPlayer);
}

interface VideoFigureProps {
  video: ArticleVideo;
  /** False when the video file is missing: the poster stays, with a message. */
  available: boolean;
  /** The captions file (WebVTT), when there is one. */
  captions: string | null;
  /**
   * `eager`: the player loads with the page and replaces the poster at once (press releases,
   * where the video is the point). `lazy`: the poster with a play button; the player loads when
   * the figure scrolls into view or on the click, whichever comes first.
   */
  loading: 'eager' | 'lazy';
}

/** A story's video: a server-rendered poster figure, upgraded to the player in the browser. */
export function VideoFigure({ video, available, captions, loading }: VideoFigureProps) {
  const ref = useRef<HTMLElement>(null);
  const [Player, setPlayer] = useState<ComponentType<VideoPlayerProps> | null>(null);
  const [playRequested, setPlayRequested] = useState(false);

  const load = useCallback(() => {
    void loadPlayer().then((component) => setPlayer(() => component));
  }, []);

  useEffect(() => {
    if (!available) return;
    if (loading === 'eager') {
      load();
      return;
    }
    const figure = ref.current;
    if (!figure || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '200px' },
    );
    observer.observe(figure);
    return () => observer.disconnect();
  }, [available, loading, load]);

  const showPlayer = Player !== null && (loading === 'eager' || playRequested);
  return (
    <figure ref={ref} className={styles.figure}>
      <div className={styles.frame}>
        {showPlayer ? (
          <Player video={video} captions={captions} autoPlay={playRequested} />
        ) : (
          <>
            <img
              className={styles.media}
              src={video.poster}
              alt=""
              width={1200}
              height={630}
              loading="lazy"
              decoding="async"
            />
            {/* Over the picture, not around it: without JavaScript it goes, the picture stays. */}
            {available ? (
              <button
                type="button"
                className={styles.poster}
                aria-label={t('video.play', { title: video.title })}
                onClick={() => {
                  setPlayRequested(true);
                  load();
                }}
              >
                <span className={styles.play} aria-hidden="true" />
              </button>
            ) : (
              <p className={styles.unavailable} role="status">
                {t('video.unavailable')}
              </p>
            )}
          </>
        )}
      </div>
      <figcaption className={styles.caption}>{video.title}</figcaption>
    </figure>
  );
}
