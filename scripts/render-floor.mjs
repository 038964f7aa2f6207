// The render floor of a page: what React's server renderer costs for the page's finished markup alone,
// rebuilt as plain elements (no components, no hooks, no store, no data, no document). Reported by
// `npm run bench:ssr` beside the SSR ratios, to show how much of a page's time is the markup itself.
//
// Next.js renders the pages router with `react-dom/server.edge` (its `renderToReadableStream`). That
// build turns every attribute value and text it writes into bytes with `TextEncoder.encode`, one call
// each, and on Node.js 24 one such call on a short string costs over a microsecond
// (nodejs/performance#192). So a page's markup has a cost of its own, proportional to its
// attributes and texts, whatever the components that produce it do.
import { createRequire } from 'node:module';

import { parseDocument } from 'htmlparser2';

const require = createRequire(import.meta.url);

/** React's production builds (their entry points choose by NODE_ENV when first required). */
function productionReact() {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return {
      React: require('react'),
      server: require('react-dom/server.edge'),
    };
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/** HTML attribute names that React spells differently as props. */
const PROP_NAMES = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  viewbox: 'viewBox',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  autocomplete: 'autoComplete',
  enterkeyhint: 'enterKeyHint',
  maxlength: 'maxLength',
  spellcheck: 'spellCheck',
  autocapitalize: 'autoCapitalize',
  crossorigin: 'crossOrigin',
  readonly: 'readOnly',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  datetime: 'dateTime',
  inputmode: 'inputMode',
  // Uncontrolled, as the server writes them (a `value` prop would need an onChange).
  value: 'defaultValue',
  checked: 'defaultChecked',
};

/** Attributes React writes as bare names when true. */
const BOOLEAN_ATTRIBUTES = new Set([
  'hidden',
  'defer',
  'async',
  'disabled',
  'required',
  'checked',
  'open',
  'multiple',
  'selected',
  'nomodule',
]);

/** SVG attributes are camel case as props (stroke-width → strokeWidth). */
const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** `style="a: b; c-d: e"` as a style object. */
function styleObject(text) {
  const style = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    if (!name) continue;
    style[name.startsWith('--') ? name : camel(name)] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function propsOf(node, key) {
  const props = { key };
  for (const [name, value] of Object.entries(node.attribs)) {
    if (name === 'style') props.style = styleObject(value);
    else if (BOOLEAN_ATTRIBUTES.has(name)) props[PROP_NAMES[name] ?? name] = true;
    else if (name.startsWith('data-') || name.startsWith('aria-')) props[name] = value;
    else props[PROP_NAMES[name] ?? (name.includes('-') ? camel(name) : name)] = value;
  }
  return props;
}

/**
 * A React element tree that renders to the given HTML fragment: one element per tag with its
 * attributes, one string per text; scripts and styles keep their content as inner HTML, and so
 * does any element `rawInner(node)` says the page writes as one string of HTML (React's
 * `dangerouslySetInnerHTML`), whose descendants React never handles one by one.
 */
export function htmlToElements(html, { rawInner = () => false } = {}) {
  const { React } = productionReact();
  let elements = 0;
  let attributes = 0;
  let texts = 0;
  let rawBlocks = 0;
  const innerHtml = (node) => {
    const first = node.children[0];
    const last = node.children[node.children.length - 1];
    return first ? html.slice(first.startIndex, last.endIndex + 1) : '';
  };
  const convert = (node, index) => {
    if (node.type === 'text') {
      texts += 1;
      return node.data;
    }
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return null;
    elements += 1;
    attributes += Object.keys(node.attribs).length;
    const props = propsOf(node, index);
    const raw = node.type === 'tag' && rawInner(node);
    if (raw) rawBlocks += 1;
    if (raw || node.type === 'script' || node.type === 'style') {
      const inner = innerHtml(node);
      if (inner) props.dangerouslySetInnerHTML = { __html: inner };
      return React.createElement(node.name, props);
    }
    const children = node.children.map(convert).filter((child) => child !== null);
    return React.createElement(node.name, props, ...children);
  };
  const document = parseDocument(html, {
    decodeEntities: true,
    recognizeSelfClosing: true,
    withStartIndices: true,
    withEndIndices: true,
  });
  const children = document.children.map(convert).filter((child) => child !== null);
  return {
    tree: React.createElement(React.Fragment, null, ...children),
    counts: { elements, attributes, texts, rawBlocks },
  };
}

/** The markup React's edge renderer writes for an element tree (the stream read to its end). */
export async function renderEdge(tree) {
  const { server } = productionReact();
  const stream = await server.renderToReadableStream(tree);
  return new Response(stream).text();
}

/** What a page's server-rendered HTML has inside Next's root element (`<div id="__next">`). */
export function appMarkup(html) {
  const open = html.indexOf('<div id="__next">');
  const data = html.indexOf('<script id="__NEXT_DATA__"');
  if (open < 0 || data < 0) throw new Error('not a server-rendered Next.js page');
  const inner = html.slice(open + '<div id="__next">'.length, data);
  const close = inner.lastIndexOf('</div>');
  return close < 0 ? inner : inner.slice(0, close);
}

/**
 * CPU milliseconds per call of `fn` (awaited): the fastest of `batches` batches of `rounds` calls,
 * after `warmup` calls. A floor is the least the work costs: the fastest batch is the one the host's
 * other work (garbage collection aside) interfered with least.
 */
async function cpuMsPerCall(fn, { rounds, warmup, batches = 5 }) {
  for (let i = 0; i < warmup; i++) await fn();
  let fastest = Infinity;
  for (let b = 0; b < batches; b++) {
    const start = process.cpuUsage();
    for (let i = 0; i < rounds; i++) await fn();
    const used = process.cpuUsage(start);
    fastest = Math.min(fastest, (used.user + used.system) / 1000 / rounds);
  }
  return fastest;
}

/**
 * The render floor of a page's HTML: its app markup rebuilt as plain elements and rendered by
 * `react-dom/server.edge` (what Next's pages renderer calls), in CPU ms per render (the fastest
 * of five batches), with the markup's counts. Also what one `TextEncoder.encode` of a short string
 * costs here, in µs.
 * `rawInner`: as `htmlToElements`'s, for the parts the page writes as one string of HTML.
 */
export async function renderFloor(html, { rounds = 100, warmup = 200, rawInner } = {}) {
  const { tree, counts } = htmlToElements(appMarkup(html), { rawInner });
  const { server } = productionReact();
  const render = async () => {
    const reader = (await server.renderToReadableStream(tree)).getReader();
    while (!(await reader.read()).done);
  };
  const renderMs = await cpuMsPerCall(render, { rounds, warmup });
  const encoder = new TextEncoder();
  const strings = Array.from({ length: 1000 }, (_, i) => `forecast-item-${i}`);
  const encodeMs = await cpuMsPerCall(
    () => {
      for (const text of strings) encoder.encode(text);
    },
    { rounds: 40, warmup: 50 },
  );
  return {
    renderMs: Number(renderMs.toFixed(2)),
    encodeUs: Number(encodeMs.toFixed(2)),
    ...counts,
  };
}
