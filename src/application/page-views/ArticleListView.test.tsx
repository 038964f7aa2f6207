import { screen, within } from '@testing-library/react';

import { buildArticleSummary } from '@/features/content/fixtures';
import type { PageProps } from '@/types/page';

import { testPublicConfig } from '@tests/support/publicConfig';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { ArticleListView } from './ArticleListView';

const pageProps = {
  seo: { title: 'Weather News', description: '', canonical: 'http://localhost:3000/news' },
} as PageProps;

const stories = [
  buildArticleSummary({ slug: 'fog-in-valleys', title: 'Why Fog Forms in Valleys' }),
  buildArticleSummary({
    slug: 'wildfire-smoke',
    title: 'Wildfire Smoke and Your Lungs',
    category: 'Health',
    hasVideo: true,
  }),
];

describe('ArticleListView', () => {
  it('lists the newest stories with their links, images, dates and the next page', () => {
    renderWithProviders(
      <ArticleListView
        {...pageProps}
        kind="news"
        mode="latest"
        articles={stories}
        page={1}
        pageCount={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Weather News' })).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Story lists' });
    expect(within(views).getByRole('link', { name: 'Latest' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(views).getByRole('link', { name: 'Most read' })).toHaveAttribute(
      'href',
      '/news?page=top',
    );
    const items = screen.getAllByRole('article');
    expect(items).toHaveLength(2);
    expect(
      within(items[0]!).getByRole('heading', { level: 2, name: 'Why Fog Forms in Valleys' }),
    ).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/news/fog-in-valleys');
    expect(within(items[0]!).getByText('November 4, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-04T14:00:00.000Z',
    );
    // Images keep their box (width and height); only the first loads at once.
    const images = document.querySelectorAll('article img');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(images[0]).toHaveAttribute('height', '630');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(within(items[1]!).getByText('Video')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older stories' })).toHaveAttribute(
      'href',
      '/news?p=2',
    );
  });

  it('shows the most read without pages', () => {
    renderWithProviders(
      <ArticleListView
        {...pageProps}
        kind="press"
        mode="top"
        articles={stories}
        page={1}
        pageCount={1}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Most Read Press Releases' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Most read' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('says so when there are no stories yet', () => {
    renderWithProviders(
      <ArticleListView
        {...pageProps}
        kind="education"
        mode="latest"
        articles={[]}
        page={1}
        pageCount={1}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Weather Education' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No stories here yet. Please check back soon.')).toBeInTheDocument();
  });

  describe('ads within the list', () => {
    const nine = Array.from({ length: 9 }, (_, i) =>
      buildArticleSummary({ slug: `story-${i + 1}`, title: `Story ${i + 1}` }),
    );
    const visitor = {
      config: { value: testPublicConfig() },
      user: { deviceId: 'device-1', isBot: false, language: 'en-US' },
    };

    it('puts an ad after every fourth news story, its space reserved, none after the last', () => {
      renderWithProviders(
        <ArticleListView
          {...pageProps}
          kind="news"
          mode="latest"
          articles={nine}
          page={1}
          pageCount={1}
        />,
        { preloadedState: { ...visitor, page: { pageId: 'news', query: {} } } },
      );
      const items = within(screen.getByRole('list', { name: '' })).getAllByRole('listitem');
      const texts = items.map((item) =>
        within(item).queryByRole('complementary', { name: /^Advertisement/ }) ? 'ad' : 'story',
      );
      expect(texts).toEqual([
        ...['story', 'story', 'story', 'story', 'ad'],
        ...['story', 'story', 'story', 'story', 'ad'],
        'story',
      ]);
      // Each ad in the list has a name of its own.
      const ad = within(items[4]!).getByRole('complementary', {
        name: 'Advertisement 1 in the list',
      });
      expect(
        within(items[9]!).getByRole('complementary', { name: 'Advertisement 2 in the list' }),
      ).toBeInTheDocument();
      expect(ad.className).toMatch(/mobile-300x250/);
      expect(ad.className).toMatch(/desktop-300x250/);
    });

    it('has no ad in the press and education lists', () => {
      renderWithProviders(
        <ArticleListView
          {...pageProps}
          kind="press"
          mode="latest"
          articles={nine}
          page={1}
          pageCount={1}
        />,
        { preloadedState: { ...visitor, page: { pageId: 'press', query: {} } } },
      );
      expect(screen.queryByRole('complementary', { name: /^Advertisement/ })).toBeNull();
    });
  });
});
