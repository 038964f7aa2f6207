import '@/server/serverOnly';

/** The news, press and education content store: import, seeding, reads and view counts. */
export {
  ARTICLES_PER_PAGE,
  articlePath,
  findArticle,
  listArticlePage,
  listArticleSitemapEntries,
  listMostRead,
  listRelatedArticles,
  RELATED_STORY_COUNT,
  type ReadOptions,
} from './articles.service';
export { parseArticleFile, frontMatterSchema, slugSchema, type FrontMatter } from './articleFile';
export { importArticles, readArticleFolder, upsertArticles, type ImportReport } from './importer';
export { renderArticleBody } from './render';
export { DEFAULT_ARTICLES_FOLDER, getContentDb, seedArticlesIfEmpty } from './seed';
export { recordArticleView, type ViewOutcome } from './views';
