import path from 'node:path';

import type { GetServerSidePropsContext } from 'next';

import { installProviderStandIns } from '@tests/fixtures/providerStandIns';
import { createTestDatabase, type TestDatabase } from '@tests/utils/testDatabases';

import { articleListPageProps, storyPageProps } from './contentPages';
import { importArticles } from './importer';
import { getContentDb } from './seed';

jest.mock('./seed', () => ({ getContentDb: jest.fn() }));

function context(query: Record<string, string | string[]>, params: Record<string, string> = {}) {
  const headers: Record<string, unknown> = {};
  return {
    params,
    query: { ...params, ...query },
    req: { headers: { host: 'localhost:3000' }, socket: { remoteAddress: '127.0.0.1' } },
    res: {
      statusCode: 200,
      getHeader: (n: string) => headers[n.toLowerCase()],
      setHeader: (n: string, v: unknown) => {
        headers[n.toLowerCase()] = v;
      },
    },
    resolvedUrl: '/',
  } as unknown as GetServerSidePropsContext;
}

interface ListProps {
  seo: { title: string; canonical: string; breadcrumbs: { name: string }[] };
  mode: string;
  articles: { slug: string }[];
  page: number;
  pageCount: number;
}

interface StoryProps {
  seo: {
    title: string;
    canonical: string;
    ogType: string;
    image: { url: string; alt: string };
    jsonLd: Record<string, unknown>[];
  };
  article: { slug: string; title: string };
  related: { slug: string }[];
  videoAvailable: boolean;
}

let t: TestDatabase;
let undo: () => void;
beforeAll(async () => {
  undo = installProviderStandIns();
  t = await createTestDatabase('sqlite');
  await importArticles(t.db, path.join(__dirname, '__fixtures__', 'articles'));
  jest.mocked(getContentDb).mockResolvedValue(t.db);
});
afterAll(async () => {
  undo();
  await t.destroy();
});

describe('story list pages', () => {
  const news = articleListPageProps('news');

  it('list the newest stories of their kind, with title, canonical URL and breadcrumbs', async () => {
    const { props } = (await news(context({}))) as { props: ListProps };
    expect(props.mode).toBe('latest');
    expect(props.articles.map((a) => a.slug)).toEqual([
      'fog-fixture',
      'frost-dates-fixture',
      'smoke-fixture',
    ]);
    expect(props).toMatchObject({ page: 1, pageCount: 1 });
    expect(props.seo.title).toBe('Weather News | Parasol Weather');
    expect(props.seo.canonical).toBe('http://localhost:3000/news');
    expect(props.seo.breadcrumbs.map((b) => b.name)).toEqual(['Home', 'News']);
  });

  it('list the most read with ?page=top', async () => {
    const { props } = (await news(context({ page: 'top' }))) as { props: ListProps };
    expect(props.mode).toBe('top');
    expect(props.seo.canonical).toBe('http://localhost:3000/news?page=top');
    expect(props.seo.title).toBe('Most Read Weather News | Parasol Weather');
  });

  it.each([
    ['a page past the last', { p: '2' }],
    ['a page that is not a number', { p: 'two' }],
    ['page zero', { p: '0' }],
    ['two pages', { p: ['1', '2'] }],
    ['an unknown order', { page: 'bottom' }],
    ['a page and the most read at once', { p: '1', page: 'top' }],
  ])('answer 404 for %s', async (_case, query) => {
    expect(await news(context(query))).toEqual({ notFound: true });
  });
});

describe('story pages', () => {
  it('carry the story, NewsArticle data, Open Graph article type and image, and related stories', async () => {
    const result = (await storyPageProps('news')(
      context({}, { storyid: 'frost-dates-fixture' }),
    )) as { props: StoryProps };
    const { props } = result;
    expect(props.article.title).toBe('First Frost Dates, Explained by Parasol Weather');
    expect(props.seo.title).toBe('First Frost Dates, Explained by Parasol Weather');
    expect(props.seo.canonical).toBe('http://localhost:3000/news/frost-dates-fixture');
    expect(props.seo.ogType).toBe('article');
    expect(props.seo.image).toEqual({
      url: 'http://localhost:3000/content/images/frost-dates-fixture.svg',
      alt: 'Frost on a leaf at sunrise',
    });
    expect(props.seo.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'NewsArticle',
        headline: 'First Frost Dates, Explained by Parasol Weather',
        image: ['http://localhost:3000/content/images/frost-dates-fixture.svg'],
        datePublished: '2026-10-01T12:00:00.000Z',
        dateModified: '2026-10-02T08:30:00.000Z',
        author: [{ '@type': 'Organization', name: 'Parasol Weather Meteorology Team' }],
        publisher: expect.objectContaining({ '@type': 'Organization', name: 'Parasol Weather' }),
      }),
    ]);
    expect(props.related.map((a) => a.slug)).toEqual(['fog-fixture', 'smoke-fixture']);
  });

  it('name a person as the author, and say whether the video file exists', async () => {
    const fog = (await storyPageProps('news')(context({}, { storyid: 'fog-fixture' }))) as {
      props: StoryProps;
    };
    expect(fog.props.seo.jsonLd[0]?.author).toEqual([
      { '@type': 'Person', name: 'Dana Whitfield', jobTitle: 'Meteorologist' },
    ]);
    const press = (await storyPageProps('press')(
      context({}, { storyid: 'map-launch-fixture' }),
    )) as { props: StoryProps };
    expect(press.props.videoAvailable).toBe(false);
    expect(press.props.seo.jsonLd[0]?.video).toMatchObject({ '@type': 'VideoObject' });
  });

  it.each([
    ['an unknown story', 'news', 'no-such-story'],
    ['a press release under /news', 'news', 'map-launch-fixture'],
    ['a news story under /education', 'education', 'fog-fixture'],
    ['a malformed slug', 'news', 'Fog_Fixture'],
  ] as const)('answer 404 for %s', async (_case, kind, storyid) => {
    expect(await storyPageProps(kind)(context({}, { storyid }))).toEqual({ notFound: true });
  });
});
