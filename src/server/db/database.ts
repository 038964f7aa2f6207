import type { Generated } from 'kysely';

/** Row shape of `devices`: one per visitor device (the DeviceId, also the app instance id). */
export interface DevicesTable {
  id: string;
  language: string;
  /** JSON of the active location block, or null before one is chosen. */
  active_location: string | null;
  temp_unit: Generated<number>;
  wind_unit: Generated<number>;
  pressure_unit: Generated<number>;
  rain_unit: Generated<number>;
  /** Privacy opt-outs: null until the visitor chooses, then 0 or 1. */
  state_privacy_opt_out: number | null;
  limit_use_opt_out: number | null;
  gpc_signal: number | null;
  /** The account signed in on this device, if any. */
  user_id: string | null;
  /**
   * Counts the changes of `user_id` (sign-ins to another account, sign-outs): the link cookie
   * proves one generation of the link (`devices/accountLinkCookie.ts`).
   */
  link_generation: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Row shape of `users`: accounts of the embedded identity provider. */
export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  temp_unit: number | null;
  wind_unit: number | null;
  pressure_unit: number | null;
  rain_unit: number | null;
  /** Privacy opt-outs the account carries across devices: null until chosen, then 0 or 1. */
  state_privacy_opt_out: Generated<number | null>;
  limit_use_opt_out: Generated<number | null>;
  created_at: string;
}

/** Row shape of `oidc_payloads`: oidc-provider's stored models. */
export interface OidcPayloadsTable {
  id: string;
  type: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  /** Epoch milliseconds (bigint; PostgreSQL answers it as a string). */
  expires_at: number | string | null;
  consumed_at: number | string | null;
}

/** Row shape of `app_keys`: generated keys shared by every instance. */
export interface AppKeysTable {
  name: string;
  value: string;
  created_at: string;
}

/** Row shape of `event_logs`: events posted to the embedded provider's /clog/v1/submit. */
export interface EventLogsTable {
  id: string;
  received_at: string;
  type: string;
  /** Event time, epoch milliseconds (bigint; PostgreSQL answers it as a string). */
  ts: number | string;
  device_id: string | null;
  metadata: string;
  data: string;
}

/** Row shape of `favorite_locations`: a device's saved places, ordered by `position` from zero. */
export interface FavoriteLocationsTable {
  id: string;
  device_id: string;
  position: number;
  /** JSON of the Locality. */
  locality: string;
  /** JSON of the chosen Station, or null for the default station. */
  station: string | null;
  default_station_route_string: string | null;
  /** Set when the favourite belongs to an account rather than to the device alone. */
  user_id: string | null;
  created_at: string;
}

/** Row shape of `articles`: news, press releases and education articles imported from Markdown. */
export interface ArticlesTable {
  id: string;
  slug: string;
  kind: 'news' | 'press' | 'education';
  title: string;
  summary: string;
  body_markdown: string;
  /** Sanitised HTML rendered at import; `{{siteName}}` is replaced when a page reads it. */
  body_html: string;
  hero_url: string;
  hero_alt: string;
  category: string;
  author: string;
  /** JSON of `{ src, poster, title }`, or null. */
  video: string | null;
  published_at: string;
  updated_at: string;
  /** Times the story was read: one count per device per story per UTC day. */
  view_count: Generated<number>;
  content_hash: string;
}

/** Row shape of `article_view_marks`: a story counted once for a device on a UTC day. */
export interface ArticleViewMarksTable {
  article_id: string;
  visitor: string;
  /** `YYYY-MM-DD` (UTC). */
  day: string;
}

/** Row shape of `house_ad_creatives`: the embedded ad server's house ads, one row per size. */
export interface HouseAdCreativesTable {
  id: string;
  name: string;
  headline: string;
  body: string;
  /** Call-to-action text of the creative's button. */
  cta: string;
  /** A path on this site (`/maps`), or `app:free` / `app:ad-free` (the configured app links). */
  target: string;
  width: number;
  height: number;
  weight: Generated<number>;
  /** 1 while the creative may be served, 0 when retired. */
  active: Generated<number>;
  created_at: string;
}

/** Row shape of `house_ad_events`: impressions or clicks of a creative per page, slot and UTC day. */
export interface HouseAdEventsTable {
  creative_id: string;
  kind: 'impression' | 'click';
  page_id: string;
  slot_id: string;
  /** `YYYY-MM-DD` (UTC). */
  day: string;
  /** An integer (PostgreSQL may answer a sum as a string). */
  count: number;
}

/** Row shape of `house_ad_caps`: impressions of a creative for one device in one cap window. */
export interface HouseAdCapsTable {
  /** A keyed hash of the device id (the id itself is never stored here). */
  device_hash: string;
  creative_id: string;
  /** The window's start, ISO 8601. */
  window_start: string;
  count: number;
}

/** Row shape of `house_ad_marks`: a served ad or page view already counted (pruned after 2 days). */
export interface HouseAdMarksTable {
  mark: string;
  /** `YYYY-MM-DD` (UTC). */
  day: string;
}

/** Row shape of `web_vitals`: one Core Web Vitals report of a browser (above its threshold). */
export interface WebVitalsTable {
  id: string;
  received_at: string;
  /** `YYYY-MM-DD` (UTC) of `received_at`, the dashboard's grouping. */
  day: string;
  /** The page id of the page table (`pageIdFor`), or `other`. */
  page_type: string;
  /** The path without query or fragment. */
  path: string;
  metric: 'CLS' | 'FCP' | 'INP' | 'LCP' | 'TTFB';
  /** Milliseconds, or the unitless layout-shift score for CLS. */
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  navigation_type: string;
  device_class: 'mobile' | 'tablet' | 'desktop';
}

/** Every table Kysely knows about. Later migrations add theirs here. */
/** Row shape of `remote_flags`: the embedded remote-config service's flags (values are strings). */
export interface RemoteFlagsTable {
  name: string;
  value: string;
  description: string;
  updated_at: string;
}

/** Row shape of `remote_config_template`: one row (id 1) counting the template's versions. */
export interface RemoteConfigTemplateTable {
  id: number;
  version: number;
  updated_at: string;
}

/** Row shape of `push_subscriptions`: a device's Web Push subscription to one place's alerts. */
export interface PushSubscriptionsTable {
  id: string;
  device_id: string;
  /** The account signed in on the device when it subscribed (removed when it signs out). */
  user_id: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  place_slug: string;
  place_name: string;
  latitude: number;
  longitude: number;
  time_zone: string | null;
  /** When the sender first read the place's alerts for it (those are not sent), else null. */
  primed_at: string | null;
  created_at: string;
}

/** Row shape of `push_sent`: an alert already sent (or being sent) to a subscription. */
export interface PushSentTable {
  subscription_id: string;
  alert_id: string;
  sent_at: string;
}

/** Row shape of `leases`: which instance runs a background job, until when (epoch ms). */
export interface LeasesTable {
  name: string;
  holder: string;
  /** Epoch milliseconds (bigint; PostgreSQL answers it as a string). */
  expires_at: number | string;
}

export interface Database {
  devices: DevicesTable;
  favorite_locations: FavoriteLocationsTable;
  event_logs: EventLogsTable;
  users: UsersTable;
  oidc_payloads: OidcPayloadsTable;
  app_keys: AppKeysTable;
  articles: ArticlesTable;
  article_view_marks: ArticleViewMarksTable;
  remote_flags: RemoteFlagsTable;
  remote_config_template: RemoteConfigTemplateTable;
  web_vitals: WebVitalsTable;
  house_ad_creatives: HouseAdCreativesTable;
  house_ad_events: HouseAdEventsTable;
  house_ad_caps: HouseAdCapsTable;
  house_ad_marks: HouseAdMarksTable;
  push_subscriptions: PushSubscriptionsTable;
  push_sent: PushSentTable;
  leases: LeasesTable;
}
