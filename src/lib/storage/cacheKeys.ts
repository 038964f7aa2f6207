/** Cache keys, plus compliance (cached locally). */

/** Cache key of location search results. */
export const locationSearch = 'locationSearch';
/** Cache key of the user's own location. */
export const myLocation = 'myLocation';
/** Cache key of the ad targeting parameters. */
export const wbAdTargetingParametersCacheKey = 'wbAdTargetingParametersCacheKey';
/** Cache key of the notifications status. */
export const getNotificationsStatusCacheKey = 'getNotificationsStatusCacheKey';
/** Cache key of the compliance results. */
export const compliance = 'compliance';
