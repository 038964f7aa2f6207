/** Breakpoints of spec 001 §2.5: mobile up to 720 px, tablet to 1030 px, desktop from 1031 px. */
export const breakpoints = { mobile: 720, tablet: 1030, desktop: 1031 } as const;

/** Media queries built from the breakpoints, for use inside styled-components templates. */
export const media = {
  mobile: `@media (max-width: ${breakpoints.mobile}px)`,
  tablet: `@media (min-width: ${breakpoints.mobile + 1}px) and (max-width: ${breakpoints.tablet}px)`,
  upToTablet: `@media (max-width: ${breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
} as const;

/** The site's design tokens. */
export const theme = {
  breakpoints,
  media,
  headerHeight: 54,
  colors: {
    brand: '#00599c',
    brandDark: '#003e6e',
    accent: '#f08a00',
    text: '#1d1d1f',
    textMuted: '#55575c',
    background: '#f4f6f8',
    surface: '#ffffff',
    border: '#d5d9de',
    focus: '#1a73e8',
    danger: '#b3261e',
    stationActive: '#6ec478',
    stationOther: '#6c6c6c',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radius: '6px',
} as const;

export type Theme = typeof theme;
