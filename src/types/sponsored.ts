/** One recommendation of the sponsored-content widget. */
export interface SponsoredItem {
  title: string;
  /** A path on this site (the embedded feed recommends the site's own articles). */
  url: string;
  category: string;
  image: { url: string; alt: string } | null;
}

/** The body of `GET /web2/api/sponsored/recommendations`. */
export interface SponsoredRecommendations {
  placementId: string;
  items: SponsoredItem[];
}
