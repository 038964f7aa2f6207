import { screen, within } from '@testing-library/react';

import { buildArticle, buildArticleSummary } from '@/features/content/fixtures';
import type { PageProps } from '@/types/page';

import { measurementStore, STATE_REGIME } from '@tests/support/measurementStore';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { StoryView } from './StoryView';

const pageProps = {} as PageProps;

describe('StoryView', () => {
  const sendBeacon = jest.fn<boolean, [string, Blob]>(() => true);
  beforeEach(() => {
    sendBeacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });

  it('shows the story: title, author, times, hero, body and related stories', () => {
    renderWithProviders(
      <StoryView
        {...pageProps}
        article={buildArticle()}
        related={[buildArticleSummary({ slug: 'fog', title: 'Why Fog Forms in Valleys' })]}
        videoAvailable={false}
        videoCaptions={null}
      />,
    );
    const story = screen.getAllByRole('article')[0]!;
    expect(
      within(story).getByRole('heading', {
        level: 1,
        name: 'Lake-Effect Snow: Why a Few Miles Make All the Difference',
      }),
    ).toBeInTheDocument();
    expect(within(story).getByText('Science')).toBeInTheDocument();
    expect(within(story).getByText('By Dana Whitfield, Meteorologist')).toBeInTheDocument();
    expect(within(story).getByText('November 4, 2026, 2:00 PM UTC')).toHaveAttribute(
      'datetime',
      '2026-11-04T14:00:00.000Z',
    );
    expect(within(story).getByText('November 5, 2026, 9:30 AM UTC')).toHaveAttribute(
      'datetime',
      '2026-11-05T09:30:00.000Z',
    );
    const hero = within(story).getByRole('img', {
      name: 'Snow bands streaming off a lake onto the shore',
    });
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).not.toHaveAttribute('loading');
    expect(hero).toHaveAttribute('width', '1200');
    expect(
      within(story).getByRole('heading', { level: 2, name: 'Why the lake matters' }),
    ).toBeInTheDocument();
    expect(within(story).getByRole('link', { name: 'map' })).toHaveAttribute('href', '/maps');
    expect(within(story).queryByRole('button')).not.toBeInTheDocument();

    const related = screen.getByRole('region', { name: 'Related stories' });
    expect(within(related).getByRole('link', { name: 'Why Fog Forms in Valleys' })).toHaveAttribute(
      'href',
      '/news/fog',
    );
    expect(within(related).getByRole('heading', { level: 3 })).toBeInTheDocument();
  });

  const story = (
    <StoryView
      {...pageProps}
      article={buildArticle({ slug: 'fog' })}
      related={[]}
      videoAvailable={false}
      videoCaptions={null}
    />
  );

  it('reports the read with a beacon after loading, once the visitor may be measured', async () => {
    renderWithProviders(story, { store: measurementStore() });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/web2/api/content/views');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ slug: 'fog' });
    expect(screen.queryByRole('region', { name: 'Related stories' })).not.toBeInTheDocument();
  });

  it('does not report the read before consent is known, nor for a visitor who opted out', () => {
    for (const store of [
      measurementStore({ compliance: null }),
      measurementStore({ gpc: true }),
      measurementStore({ compliance: STATE_REGIME, doNotSell: true }),
    ]) {
      const { unmount } = renderWithProviders(story, { store });
      unmount();
    }
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('shows the poster and play button of a news story with a video, and no updated time when there is none', () => {
    renderWithProviders(
      <StoryView
        {...pageProps}
        article={buildArticle({
          updatedAt: '2026-11-04T14:00:00.000Z',
          video: { src: '/v.webm', poster: '/p.svg', title: 'Snow bands from above' },
        })}
        related={[]}
        videoAvailable
        videoCaptions={null}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Play video: Snow bands from above' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Updated/)).not.toBeInTheDocument();
  });
});
