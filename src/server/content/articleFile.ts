import '@/server/serverOnly';

import { parseDocument } from 'yaml';
import { z } from 'zod';

import { ARTICLE_KINDS } from '@/types/content';

/** A story's address part: lower case letters, digits and single hyphens. */
export const slugSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower case a-z, 0-9 and single hyphens');

/** A path on this site (no scheme, no host, no `..`), e.g. `/content/images/fog.svg`. */
const sitePathSchema = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[A-Za-z0-9._~/-]*$/, 'must be a path on this site, starting with /')
  .refine((p) => !p.split('/').includes('..'), 'must not contain ..');

/** A date-time with its offset (YAML may hand one over as a Date); stored as UTC ISO 8601. */
const instantSchema = z
  .union([z.date(), z.iso.datetime({ offset: true })])
  .transform((value) => new Date(value).toISOString());

/** The front matter of an article file: exactly these fields. */
export const frontMatterSchema = z.strictObject({
  slug: slugSchema,
  kind: z.enum(ARTICLE_KINDS),
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().min(1).max(200),
  category: z.string().trim().min(1).max(60),
  author: z.string().trim().min(1).max(120),
  published: instantSchema,
  updated: instantSchema.optional(),
  hero: sitePathSchema,
  heroAlt: z.string().trim().min(1).max(300),
  video: z
    .strictObject({
      src: sitePathSchema,
      poster: sitePathSchema,
      title: z.string().trim().min(1).max(200),
    })
    .optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** A parsed article file: its validated front matter and its Markdown body. */
export interface ArticleFile {
  frontMatter: FrontMatter;
  body: string;
}

/** A file that cannot be imported, with the reason in one line. */
export class ArticleFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'ArticleFileError';
  }
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Splits a Markdown file into its YAML front matter (between `---` lines at the very top) and its
 * body, and validates the front matter. `fileSlug` is the file's name without `.md`, which must
 * equal the `slug` field. Throws an ArticleFileError naming the file and the problem.
 */
export function parseArticleFile(text: string, file: string, fileSlug: string): ArticleFile {
  const source = text.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new ArticleFileError(file, 'no front matter (a --- block at the top)');
  const doc = parseDocument(match[1] ?? '', { prettyErrors: false });
  if (doc.errors.length > 0)
    throw new ArticleFileError(file, `front matter is not valid YAML: ${doc.errors[0]?.message}`);
  const parsed = frontMatterSchema.safeParse(doc.toJS());
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
      .join('; ');
    throw new ArticleFileError(file, problems);
  }
  if (parsed.data.slug !== fileSlug)
    throw new ArticleFileError(file, `slug "${parsed.data.slug}" differs from the file name`);
  const body = source.slice(match[0].length).trim();
  if (!body) throw new ArticleFileError(file, 'the body is empty');
  return { frontMatter: parsed.data, body };
}
