import type { ReactElement } from 'react';

/** The site's icons, drawn in `currentColor` (the glyphs that were inline SVGs before). */
const ICONS = {
  /** A favourite not (yet) saved: the star outline. */
  star: {
    viewBox: '0 0 24 24',
    body: (
      <path
        d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    ),
  },
  /** A saved favourite: the filled star. */
  'star-filled': {
    viewBox: '0 0 24 24',
    body: (
      <path
        d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    ),
  },
  /** A weather station: the map pin. */
  station: {
    viewBox: '0 0 24 24',
    body: (
      <path
        d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
        fill="currentColor"
      />
    ),
  },
  /** Settings: the gear. */
  settings: {
    viewBox: '1 0 24 24',
    body: (
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M19.4 13a7.7 7.7 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.6 7.6 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.6 7.6 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.7 7.7 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.6 7.6 0 0 0 1.7 1L11 21h4l.4-2.9a7.6 7.6 0 0 0 1.7-1l2.5 1 2-3.5L19.4 13ZM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z"
      />
    ),
  },
  /** Weather alerts: the bell. */
  alerts: {
    viewBox: '0 0 24 24',
    body: (
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    ),
  },
  /** Search: the magnifying glass. */
  search: {
    viewBox: '0 0 24 24',
    body: (
      <path
        fill="currentColor"
        d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.38A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z"
      />
    ),
  },
  /** A dropdown's arrow. */
  'chevron-down': {
    viewBox: '0 0 16 16',
    body: <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />,
  },
} satisfies Record<string, { viewBox: string; body: ReactElement }>;

/** The name of one of the site's icons. */
export type IconName = keyof typeof ICONS;

/** Every icon name, in a stable order (for tests and style guides). */
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/** Props of {@link Icon}. */
export interface IconProps {
  name: IconName;
  /**
   * Width and height in pixels (or any CSS length). Default `1em`, so the icon follows the text
   * size; a CSS `width`/`height` on the `svg` wins over it.
   */
  size?: number | string;
  /**
   * Makes the icon meaningful: it gets `role="img"` and this accessible name. Without it the icon
   * is decorative (`aria-hidden`), and the control around it carries the name.
   */
  label?: string;
  className?: string;
}

/** One of the site's SVG icons, drawn in the current text colour. Decorative unless labelled. */
export function Icon({ name, size = '1em', label, className }: IconProps) {
  const icon = ICONS[name];
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={icon.viewBox}
      focusable="false"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {icon.body}
    </svg>
  );
}
