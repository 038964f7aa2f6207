/** The content feature's public surface: story lists, story pages, their video and view beacon. */
export { ArticleCard } from './components/ArticleCard';
export { ArticleList } from './components/ArticleList';
export { listPagePath, Pagination } from './components/Pagination';
export { RelatedStories } from './components/RelatedStories';
export { StoryArticle } from './components/StoryArticle';
export { VideoFigure } from './components/VideoFigure';
export { formatArticleDay, formatArticleTime } from './format';
export { useViewBeacon, VIEW_BEACON_URL } from './hooks/useViewBeacon';
