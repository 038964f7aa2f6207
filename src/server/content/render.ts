import '@/server/serverOnly';

import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Bumped when the rendering or sanitising below changes, so the next import rewrites every
 * article (it is part of each row's content hash).
 */
export const RENDER_VERSION = '2';

// One Markdown renderer for the process: GitHub-flavoured Markdown (tables, strikethrough).
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** What an article body may contain after sanitising: text structure, links and tables. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    th: ['scope'],
    ol: ['start'],
    table: ['tabindex'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  // Anything else (raw HTML, images, scripts) disappears with its content where it is code.
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's title is its only h1: a `#` heading in a body becomes a section heading.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // Header cells label their column.
    th: (tagName, attribs) => ({ tagName, attribs: { ...attribs, scope: 'col' } }),
    // A table scrolls sideways on a narrow screen (StoryArticle.module.css): focusable, so a
    // keyboard can scroll it too. Whatever the Markdown said, nothing else.
    table: (tagName) => ({ tagName, attribs: { tabindex: '0' } }),
    // Links that leave the site do not hand it the opener.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
    },
  },
};

/** Renders an article's Markdown body to sanitised HTML (no script, style, image or raw HTML). */
export function renderArticleBody(markdownText: string): string {
  const html = markdown.parse(markdownText) as string;
  return sanitizeHtml(html, SANITIZE).trim();
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The placeholder writers use for the site's own name; replaced when a page reads the text. */
export const SITE_NAME_PLACEHOLDER = /\{\{\s*siteName\s*\}\}/g;

/** Plain text with the site's name in place of `{{siteName}}`. */
export function withSiteName(text: string, siteName: string): string {
  return text.replace(SITE_NAME_PLACEHOLDER, siteName);
}

/** Sanitised HTML with the site's name (HTML-escaped) in place of `{{siteName}}`. */
export function htmlWithSiteName(html: string, siteName: string): string {
  const escaped = siteName.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
  return html.replace(SITE_NAME_PLACEHOLDER, escaped);
}
