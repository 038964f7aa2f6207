import { appMarkup, htmlToElements, renderEdge, renderFloor } from './render-floor.mjs';

/** React's text separators between adjacent texts are not part of what the markup says. */
const withoutSeparators = (html) => html.replaceAll('<!-- -->', '');

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body>',
  '<div id="__next">',
  '<a class="skip" href="#main">Skip to content</a>',
  '<nav aria-label="Main"><ul><li><a href="/maps">Maps &amp; radar</a></li><li hidden="">Later</li></ul></nav>',
  '<form action="/search" method="get"><input type="search" autoComplete="off" name="q" value="Den"/></form>',
  '<p style="color:red;--accent:blue">12<!-- -->°F</p>',
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M0 0h24" stroke-width="2"></path></svg>',
  '<script nonce="n">window.a = "<b>";</script>',
  '</div>',
  '<script id="__NEXT_DATA__" type="application/json">{}</script>',
  '</body></html>',
].join('');

describe('appMarkup', () => {
  it("is what Next's root element holds, without the root and the page data", () => {
    const markup = appMarkup(PAGE);
    expect(markup.startsWith('<a class="skip"')).toBe(true);
    expect(markup.endsWith('</script>')).toBe(true);
    expect(markup).not.toContain('__NEXT_DATA__');
  });

  it('refuses HTML that is not a server-rendered Next.js page', () => {
    expect(() => appMarkup('<p>hello</p>')).toThrow('not a server-rendered Next.js page');
  });
});

describe('htmlToElements', () => {
  it('rebuilds markup that React renders back to the same HTML', async () => {
    const markup = appMarkup(PAGE);
    const { tree, counts } = htmlToElements(markup);
    expect(withoutSeparators(await renderEdge(tree))).toBe(withoutSeparators(markup));
    expect(counts).toEqual({ elements: 12, attributes: 18, texts: 5, rawBlocks: 0 });
  });
});

describe('htmlToElements with raw parts', () => {
  const MARKUP =
    '<footer><div class="lists"><nav aria-label="States"><ul><li><a href="/s/al">Alabama</a></li></ul></nav></div><p>Last</p></footer>';
  const rawInner = (node) => node.attribs.class === 'lists';

  it('keeps a part the page writes as one string of HTML as that string', async () => {
    const { tree, counts } = htmlToElements(MARKUP, { rawInner });
    expect(await renderEdge(tree)).toBe(MARKUP);
    // The footer, the raw block's element and the paragraph; the nav, list and link are not counted.
    expect(counts).toEqual({ elements: 3, attributes: 1, texts: 1, rawBlocks: 1 });
  });

  it('counts every element of the same markup without the predicate', () => {
    const { counts } = htmlToElements(MARKUP);
    expect(counts).toEqual({ elements: 7, attributes: 3, texts: 2, rawBlocks: 0 });
  });
});

describe('renderFloor', () => {
  it("times the page's markup in React's edge renderer and one TextEncoder call", async () => {
    const floor = await renderFloor(PAGE, { rounds: 20, warmup: 5 });
    expect(floor.renderMs).toBeGreaterThan(0);
    expect(floor.encodeUs).toBeGreaterThan(0);
    expect(floor.elements).toBe(12);
  });
});
