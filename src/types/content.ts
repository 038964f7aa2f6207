/** The three kinds of article the site publishes, each under its own path prefix. */
export const ARTICLE_KINDS = ['news', 'press', 'education'] as const;

export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** A story's video: the file, its poster image and its title (site paths). */
export interface ArticleVideo {
  src: string;
  poster: string;
  title: string;
}

/** What lists show of an article (plain JSON, the site's name already filled in). */
export interface ArticleSummary {
  slug: string;
  kind: ArticleKind;
  /** The story's page, e.g. `/news/lake-effect-snow-explained`. */
  path: string;
  title: string;
  summary: string;
  category: string;
  author: string;
  heroUrl: string;
  heroAlt: string;
  /** ISO 8601 (UTC). */
  publishedAt: string;
  updatedAt: string;
  hasVideo: boolean;
}

/** A whole story: its summary, the sanitised body HTML and its video, if any. */
export interface Article extends ArticleSummary {
  bodyHtml: string;
  video: ArticleVideo | null;
}

/** One page of a list of articles, newest first. */
export interface ArticlePage {
  items: ArticleSummary[];
  /** 1-based. */
  page: number;
  pageCount: number;
  total: number;
}

/** A list page's data: which kind, which order, and one page of stories. */
export interface ArticleListData {
  kind: ArticleKind;
  /** `latest`: newest first, paginated; `top`: the most read. */
  mode: 'latest' | 'top';
  articles: ArticleSummary[];
  /** 1-based; always 1 (of 1) for the most read. */
  page: number;
  pageCount: number;
}

/** A story page's data: the story, stories to read next, and whether its video file exists. */
export interface StoryData {
  article: Article;
  related: ArticleSummary[];
  videoAvailable: boolean;
  /** The video's captions: the `.vtt` file of the same name beside it, when there is one. */
  videoCaptions: string | null;
}
