/** The site's name when SITE_NAME is not set (the server publishes the configured one). */
export const DEFAULT_SITE_NAME = 'Parasol Weather';
