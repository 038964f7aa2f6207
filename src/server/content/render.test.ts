import { htmlWithSiteName, renderArticleBody, withSiteName } from './render';

describe('renderArticleBody', () => {
  it('renders Markdown headings, lists, emphasis, links and tables', () => {
    const html = renderArticleBody(
      '## Why\n\nA **bold** claim with a [link](/maps).\n\n- one\n- two\n\n| A | B |\n| - | - |\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>Why</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="/maps">link</a>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<th scope="col">A</th>');
    // It scrolls sideways on a narrow screen: a keyboard reaches it.
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<td>2</td>');
  });

  it('drops raw HTML, scripts, images, event handlers and javascript: links', () => {
    const html = renderArticleBody(
      '<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n<div onclick="x()">text</div>\n\n[trick](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|<img|onerror|onclick|javascript:|<div/i);
    expect(html).toContain('text');
  });

  it('turns a top-level heading into a section heading (the page keeps one h1)', () => {
    expect(renderArticleBody('# Title')).toBe('<h2>Title</h2>');
  });

  it("marks links that leave the site noopener noreferrer and leaves the site's own alone", () => {
    expect(renderArticleBody('[out](https://example.org/a)')).toBe(
      '<p><a href="https://example.org/a" rel="noopener noreferrer">out</a></p>',
    );
    expect(renderArticleBody('[in](/alerts)')).toBe('<p><a href="/alerts">in</a></p>');
  });
});

describe('the site name placeholder', () => {
  it('is replaced in text and, HTML-escaped, in HTML', () => {
    expect(withSiteName('About {{siteName}} and {{ siteName }}', 'Sky & Co')).toBe(
      'About Sky & Co and Sky & Co',
    );
    expect(htmlWithSiteName('<p>{{siteName}}</p>', 'Sky & <Co>')).toBe(
      '<p>Sky &amp; &lt;Co&gt;</p>',
    );
  });
});
