/** The short texts of the FAQ page (its questions and answers live in `src/features/faq/faqs.ts`). */
export const messages = {
  title: 'Frequently Asked Questions',
  description:
    'Answers about {siteName}: favourites, weather stations, units, signing in, radar, demo data, alerts, cameras, privacy choices, ads, forecast accuracy, hurricanes and air quality.',
  lead: 'Select a question to read its answer.',
  contactWithEmail: 'Still have a question? Write to us at',
  /** `[label](/path)` is a link. */
  contactWithoutEmail:
    'Still have a question? See the contact sections of our [Terms of Use](/legal/terms#contact) and [Privacy Policy](/legal/privacy#contact).',
  tableOfContents: 'Topics',
} as const;
