import type { CSSProperties } from 'react';

/**
 * Inline styles of the bare sign-in helper pages: they render outside the app shell (no theme
 * provider, no global styles), so they carry their own few rules.
 */
export const barePageStyles = {
  main: {
    display: 'grid',
    placeItems: 'center',
    minHeight: '100vh',
    margin: 0,
    padding: 16,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    color: '#1d1d1f',
    textAlign: 'center',
  },
  button: {
    minHeight: 44,
    padding: '10px 24px',
    border: 0,
    borderRadius: 6,
    background: '#00599c',
    color: '#fff',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
  },
  error: { color: '#b3261e' },
} satisfies Record<string, CSSProperties>;
