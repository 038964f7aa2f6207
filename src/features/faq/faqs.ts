import { formatMessage } from '@/lib/i18n';

/**
 * The questions and answers of the FAQ page, one home for what the page shows and what its
 * FAQPage structured data says. An answer is a list of paragraphs; `[label](/path)` in a paragraph
 * is a link, and `{siteName}` is the site's configured name.
 */

/** One question and its answer. */
export interface Faq {
  /** The anchor of the question (`/faq#id`). */
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: readonly string[];
}

/** A group of questions under one heading. */
export interface FaqTopic {
  id: string;
  heading: string;
  faqs: readonly Faq[];
}

/** What the answers fill in from the configuration. */
export interface FaqContext {
  siteName: string;
  /** The address for questions; null when none is configured. */
  supportEmail: string | null;
}

const TOPICS: readonly FaqTopic[] = [
  {
    id: 'places',
    heading: 'Places and favourites',
    faqs: [
      {
        id: 'save-favourite',
        question: 'How do I save a place as a favourite?',
        answer: [
          'Search for the place in the location bar at the top of any page and open it, then select the star beside its name. The star fills in and the place joins your favourites list, which opens from the location bar.',
          'Your favourites are remembered in this browser. Sign in and they follow you to every browser where you sign in.',
        ],
      },
      {
        id: 'reorder-favourites',
        question: 'How do I reorder or remove my favourites?',
        answer: [
          'Open your favourites from the location bar and choose Manage Locations. Drag a place by its handle to a new position, or use its Move up and Move down buttons if you prefer the keyboard.',
          'Select Delete to remove a place. You can undo a removal straight away if you change your mind.',
        ],
      },
      {
        id: 'choose-station',
        question: 'How do I choose the weather station for a place?',
        answer: [
          'In Manage Locations, select the station button beside a favourite. A list of nearby airport weather stations opens, nearest first, with a map showing where each one is. Pick one and current conditions for that place come from it.',
          'Stations are airports with an ICAO code. When none is close, the nearest few are offered wherever they are.',
        ],
      },
      {
        id: 'starting-place',
        question: 'Why does {siteName} open on a place I did not choose?',
        answer: [
          'On a first visit we estimate your city or region from your IP address and show its weather. We never ask for your precise location. Once you open another place, or save favourites, the site opens on the place you looked at last.',
        ],
      },
    ],
  },
  {
    id: 'settings',
    heading: 'Settings and account',
    faqs: [
      {
        id: 'change-units',
        question: 'How do I change the units?',
        answer: [
          'Select Settings at the bottom of any page. Choose the units for temperature (°F or °C), wind speed, pressure and rain. Every page switches at once, and your choice is remembered.',
        ],
      },
      {
        id: 'sign-in',
        question: 'Do I need an account, and how do I sign in?',
        answer: [
          'No account is needed: everything on {siteName} works without one. An account keeps your favourite places, stations and units in step across your browsers.',
          'Select Sign In at the top of the page to sign in or register with your e-mail address, your name and a password. When you sign in, the favourites and units of the browser you are using move into your account.',
        ],
      },
    ],
  },
  {
    id: 'weather-data',
    heading: 'Forecasts, radar and data',
    faqs: [
      {
        id: 'demo-data',
        question: 'What does “Demo data” mean?',
        answer: [
          'Forecasts, current conditions and air quality come from Open-Meteo, radar from RainViewer, and alerts from the official weather services (see [where alerts come from](/faq#alerts)). When a source does not answer in time, a demonstration model fills the gap so the page still works, and the section says “Demo data”. Demo values are not a forecast: do not rely on them, and try again a little later.',
          'Hurricane pages can show a bundled example storm marked “Sample data — not a live storm” for the same reason, and camera pages a picture drawn from the demonstration model, marked “Demo camera”.',
        ],
      },
      {
        id: 'radar',
        question: 'How does the radar map work?',
        answer: [
          'The [weather map](/maps) opens with a still picture of the latest radar around your place, so it appears quickly. Touch, click or tab into the map to make it interactive: pan, zoom, switch between the radar, temperature, alerts and hurricane layers, and play the radar animation of the past two hours in 10-minute steps.',
          'Radar images come from RainViewer. When they cannot be reached, the map shows demonstration radar and says so. The temperature layer is always drawn from the demonstration model, not measured, and is marked as demo data.',
        ],
      },
      {
        id: 'accuracy',
        question: 'How accurate are the forecasts?',
        answer: [
          'Forecasts are estimates from weather models. The next day or two are usually close; the further ahead, the less certain, so treat days 7 to 10 as a trend rather than a promise. Local effects such as hills, coasts and thunderstorms can make the weather at your door differ from the forecast.',
          'For warnings that protect life and property, always follow your national weather service. In the United States that is the National Weather Service.',
        ],
      },
      {
        id: 'updates',
        question: 'How often is the weather updated?',
        answer: [
          'Current conditions are refreshed every few minutes, and a page left open updates itself: alerts every few minutes, the hourly forecast every 15 minutes and the 10-day forecast every 30 minutes.',
        ],
      },
      {
        id: 'alerts',
        question: 'Where do alerts come from, and why do I see none for my place?',
        answer: [
          '[Alerts](/alerts) are the official warnings of the weather service that covers your place: the National Weather Service in the United States and its territories, Environment and Climate Change Canada in Canada, and, in the European countries that publish their warnings through MeteoAlarm, each country’s own national weather service, such as the Met Office, Météo-France or Deutscher Wetterdienst. The alerts page names the service that issued them, links to it and explains its warning levels.',
          'No alerts listed means the service has none in force for your place. Elsewhere in the world the alerts page says that alerts are not available for the place; check your national weather service for its warnings.',
          'When the service does not answer in time, or the site is running without its live sources, demonstration alerts are shown instead and marked as demo. They are not warnings: do not act on them.',
        ],
      },
      {
        id: 'cameras',
        question: 'Where do the camera pictures come from?',
        answer: [
          'The [weather cameras](/weather-camera) show the sky cameras of the Iowa Environmental Mesonet’s partner television stations and the Iowa Department of Transportation’s road weather cameras, near places in Iowa and the states around it. The [traffic cameras](/traffic-cam) show Caltrans cameras near places in California. Each picture is credited to its source, with the time it was taken when the source reports it.',
          'Elsewhere, or when a source does not answer, a picture drawn from the demonstration model stands in, marked “Demo camera”: it is not a view of the place.',
        ],
      },
      {
        id: 'hurricanes',
        question: 'Where does the hurricane information come from?',
        answer: [
          'The [hurricane centre](/hurricane/active) shows the advisories, forecast cones, tracks, watches and warnings of the National Hurricane Center, for the Atlantic and the eastern and central Pacific, and its Tropical Weather Outlook for the next seven days.',
          'Always follow the instructions of the National Hurricane Center and your local emergency officials.',
        ],
      },
      {
        id: 'air-quality',
        question: 'How is air quality measured?',
        answer: [
          'The air-quality pages use the US EPA Air Quality Index (AQI), from 0 to 500, computed from fine particles (PM2.5), coarse particles (PM10), ozone, nitrogen dioxide, sulphur dioxide and carbon monoxide. The values come from Open-Meteo’s air-quality model, which estimates the air rather than measuring it at a monitor near you.',
          'Each category, from Good to Hazardous, comes with health guidance for sensitive groups and the general public.',
        ],
      },
    ],
  },
  {
    id: 'privacy-and-ads',
    heading: 'Privacy and ads',
    faqs: [
      {
        id: 'privacy-choices',
        question: 'What privacy choices do I have?',
        answer: [
          'You can opt out of the sale or sharing of your personal information and of targeted advertising, and ask us to limit the use of sensitive information. In the EEA, the United Kingdom and Switzerland, ads are personalised only with your consent.',
          'Our [Privacy Policy](/legal/privacy#rightsregardingpersonalinformation) explains each choice and your rights to access, correct and delete your information.',
        ],
      },
      {
        id: 'gpc',
        question: 'Do you honour Global Privacy Control?',
        answer: [
          'Yes. When your browser sends the Global Privacy Control signal, we treat it as a request to opt out of the sale and sharing of your personal information for that browser, and we remember it. You do not need to do anything else.',
        ],
      },
      {
        id: 'why-ads',
        question: 'Why are there ads?',
        answer: [
          'Ads pay for {siteName}, so it stays free for everyone. Ads and sponsored content are always marked as such. How ads use data, and how to turn off personalised ads, is explained in [Digital advertising and your choices](/legal/privacy#digitaladvertisingandyourchoices).',
        ],
      },
    ],
  },
];

/** The contact answer: the configured address, else the legal pages. */
function contactFaq(supportEmail: string | null): Faq {
  return {
    id: 'contact',
    question: 'How do I contact {siteName}?',
    answer: supportEmail
      ? [
          `Write to us at ${supportEmail}. For questions about your personal information, see the contact section of our [Privacy Policy](/legal/privacy#contact).`,
        ]
      : [
          'See the contact sections of our [Terms of Use](/legal/terms#contact) and [Privacy Policy](/legal/privacy#contact).',
        ],
  };
}

/** The FAQ's topics with the site's name and contact filled in. */
export function faqTopics({ siteName, supportEmail }: FaqContext): FaqTopic[] {
  const fill = (text: string) => formatMessage(text, { siteName });
  const topics: FaqTopic[] = [
    ...TOPICS,
    { id: 'contact-us', heading: 'Contact', faqs: [contactFaq(supportEmail)] },
  ];
  return topics.map((topic) => ({
    ...topic,
    faqs: topic.faqs.map((faq) => ({
      ...faq,
      question: fill(faq.question),
      answer: faq.answer.map(fill),
    })),
  }));
}

/** A run of an answer's paragraph: plain text, or a link with its label. */
export type AnswerPart = { text: string; href?: undefined } | { text: string; href: string };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A paragraph split into text and links (`[label](/path)`). */
export function answerParts(paragraph: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: paragraph.slice(last, match.index) });
    parts.push({ text: match[1] ?? '', href: match[2] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) parts.push({ text: paragraph.slice(last) });
  return parts;
}

/** A paragraph as the reader sees it: link markup replaced by the link's label. */
export function answerParagraphText(paragraph: string): string {
  return answerParts(paragraph)
    .map((part) => part.text)
    .join('');
}

/** The whole answer as plain text, paragraphs separated by a blank line. */
export function answerText(faq: Pick<Faq, 'answer'>): string {
  return faq.answer.map(answerParagraphText).join('\n\n');
}

/** The FAQPage structured data (schema.org) of the topics: every question with its answer. */
export function faqPageJsonLd(topics: readonly FaqTopic[]): Record<string, unknown> {
  return {
    '@type': 'FAQPage',
    mainEntity: topics.flatMap((topic) =>
      topic.faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: answerText(faq) },
      })),
    ),
  };
}
