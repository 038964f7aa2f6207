import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ArticleVideo } from '@/types/content';

import { VideoFigure } from './VideoFigure';

const video: ArticleVideo = {
  src: '/content/video/radar-map-tour.webm',
  poster: '/content/images/new-weather-map-with-radar.svg',
  title: 'A tour of the new radar map',
};

const videoElement = (container: HTMLElement) => container.querySelector('video');

describe('VideoFigure', () => {
  afterEach(() => Reflect.deleteProperty(globalThis, 'IntersectionObserver'));

  it('on a press release, loads the player with the page and shows the controls at once', async () => {
    const { container } = render(
      <VideoFigure video={video} available captions={null} loading="eager" />,
    );
    expect(await screen.findByLabelText('A tour of the new radar map')).toBe(
      videoElement(container),
    );
    const player = videoElement(container)!;
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('poster', video.poster);
    expect(player.autoplay).toBe(false);
    expect(player.querySelector('source')).toHaveAttribute('src', video.src);
    expect(
      screen.getByText('A tour of the new radar map', { selector: 'figcaption' }),
    ).toBeVisible();
  });

  it('elsewhere, shows the poster with a play button and plays on click', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <VideoFigure
        video={video}
        available
        captions="/content/video/radar-map-tour.vtt"
        loading="lazy"
      />,
    );
    expect(videoElement(container)).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Play video: A tour of the new radar map' }),
    );
    await screen.findByLabelText('A tour of the new radar map');
    const player = videoElement(container)!;
    expect(player.autoplay).toBe(true);
    expect(player.querySelector('track')).toHaveAttribute('kind', 'captions');
    expect(screen.queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
  });

  it('elsewhere, loads the player when scrolled into view but waits for the click to show it', async () => {
    const user = userEvent.setup();
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const disconnect = jest.fn();
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        notify = callback;
      }
      observe() {}
      disconnect = disconnect;
    } as unknown as typeof IntersectionObserver;
    const { container } = render(
      <VideoFigure video={video} available captions={null} loading="lazy" />,
    );
    await act(async () => {
      notify?.([{ isIntersecting: true }]);
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(disconnect).toHaveBeenCalled();
    expect(videoElement(container)).toBeNull();
    // The module is already here: the click shows the player in the same render.
    await user.click(screen.getByRole('button', { name: /^Play video/ }));
    expect(videoElement(container)).not.toBeNull();
  });

  it('says the video is not available when its file is missing, keeping the poster', () => {
    const { container } = render(
      <VideoFigure video={video} available={false} captions={null} loading="eager" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Video is not available');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', video.poster);
    expect(videoElement(container)).toBeNull();
  });
});
