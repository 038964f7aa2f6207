import { useId } from 'react';

/**
 * A legend colour bar: one colour, or a left-to-right gradient through several. Drawn in SVG
 * (presentation attributes), since the site's Content-Security-Policy refuses inline styles.
 */
export function LegendSwatch({
  colors,
  width = 36,
  height = 12,
  className,
}: {
  colors: readonly string[];
  width?: number | string;
  height?: number;
  className?: string;
}) {
  const id = useId();
  const gradientId = `swatch${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const single = colors.length === 1 ? colors[0] : undefined;
  return (
    <svg
      className={className}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="none"
      viewBox={`0 0 100 ${height}`}
    >
      {!single && (
        <defs>
          <linearGradient id={gradientId}>
            {colors.map((color, i) => (
              <stop
                key={`${color}${i}`}
                offset={`${colors.length > 1 ? (i / (colors.length - 1)) * 100 : 0}%`}
                stopColor={color}
              />
            ))}
          </linearGradient>
        </defs>
      )}
      <rect
        width="100"
        height={height}
        rx="3"
        fill={single ?? `url(#${gradientId})`}
        stroke="rgba(0,0,0,0.15)"
      />
    </svg>
  );
}
