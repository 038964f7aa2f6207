/** The site layout around every visitor page. */
export const messages = {
  skipToContent: 'Skip to content',
} as const;
