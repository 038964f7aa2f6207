import { ArticleFileError, parseArticleFile } from './articleFile';

const file = (frontMatter: string, body = 'Body text.') => `---\n${frontMatter}\n---\n\n${body}\n`;

const valid = [
  'slug: lake-effect',
  'kind: news',
  'title: "Lake-Effect Snow"',
  'summary: "Why a few miles matter."',
  'category: "Science"',
  'author: "{{siteName}} Meteorology Team"',
  'published: 2026-11-04T14:00:00Z',
  'hero: /content/images/lake-effect.svg',
  'heroAlt: "Snow bands over a lake"',
].join('\n');

describe('parseArticleFile', () => {
  it('validates the front matter and returns the body', () => {
    const { frontMatter, body } = parseArticleFile(file(valid), 'lake-effect.md', 'lake-effect');
    expect(frontMatter).toMatchObject({
      slug: 'lake-effect',
      kind: 'news',
      published: '2026-11-04T14:00:00.000Z',
      author: '{{siteName}} Meteorology Team',
    });
    expect(frontMatter.updated).toBeUndefined();
    expect(body).toBe('Body text.');
  });

  it('accepts an update time with an offset and a video', () => {
    const { frontMatter } = parseArticleFile(
      file(
        `${valid}\nupdated: 2026-11-05T09:30:00-05:00\nvideo:\n  src: /content/video/a.webm\n  poster: /content/images/a.svg\n  title: "Tour"`,
      ),
      'lake-effect.md',
      'lake-effect',
    );
    expect(frontMatter.updated).toBe('2026-11-05T14:30:00.000Z');
    expect(frontMatter.video).toEqual({
      src: '/content/video/a.webm',
      poster: '/content/images/a.svg',
      title: 'Tour',
    });
  });

  it.each([
    ['no front matter', 'Just text', /no front matter/],
    [
      'a slug that is not the file name',
      file(valid.replace('lake-effect\n', 'other\n')),
      /differs from the file name/,
    ],
    ['an unknown kind', file(valid.replace('kind: news', 'kind: blog')), /kind/],
    ['an unknown field', file(`${valid}\ntags: [a]`), /tags/],
    [
      'a hero on another site',
      file(valid.replace('/content/images/lake-effect.svg', 'https://x.example/a.svg')),
      /hero/,
    ],
    [
      'a date without a time',
      file(valid.replace('2026-11-04T14:00:00Z', '2026-11-04')),
      /published/,
    ],
    [
      'a summary over 200 characters',
      file(valid.replace('Why a few miles matter.', 'x'.repeat(201))),
      /summary/,
    ],
    ['broken YAML', file(`${valid}\ntitle: [unclosed`), /YAML|title/],
    ['an empty body', file(valid, ''), /body is empty/],
  ])('refuses %s, naming the file', (_case, text, problem) => {
    let error: unknown;
    try {
      parseArticleFile(text, 'lake-effect.md', 'lake-effect');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ArticleFileError);
    expect((error as Error).message).toMatch(/^lake-effect\.md: /);
    expect((error as Error).message).toMatch(problem);
  });
});
