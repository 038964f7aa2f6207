/** The sponsored-content widget's texts. */
export const messages = {
  heading: 'Recommended for you',
  source: 'From {siteName}',
};
