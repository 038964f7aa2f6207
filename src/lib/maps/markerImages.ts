/**
 * Marker images drawn on a canvas in the browser (maplibre's `addImage` takes ImageData), so
 * the station map needs neither a sprite nor a glyph server. Each answers null without a 2D
 * canvas (e.g. outside a browser).
 */

/** Device pixels per CSS pixel of the images (crisp on high-density screens). */
export const MARKER_PIXEL_RATIO = 2;

function canvas2d(width: number, height: number): CanvasRenderingContext2D | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width * MARKER_PIXEL_RATIO;
  canvas.height = height * MARKER_PIXEL_RATIO;
  const context = canvas.getContext('2d');
  context?.scale(MARKER_PIXEL_RATIO, MARKER_PIXEL_RATIO);
  return context;
}

/** The station number in white, sized to sit on a circle of `radius` pixels. */
export function drawNumberImage(n: number, radius: number): ImageData | null {
  const size = radius * 2;
  const context = canvas2d(size, size);
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.font = `bold ${n > 9 ? 8 : 10}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(String(n), radius, radius + 0.5);
  return context.getImageData(0, 0, context.canvas.width, context.canvas.height);
}

/** A map pin (teardrop with a white dot), 20 × 28 pixels, tip at the bottom centre. */
export function drawPinImage(color: string): ImageData | null {
  const width = 20;
  const height = 28;
  const context = canvas2d(width, height);
  if (!context) return null;
  const r = width / 2 - 1;
  context.beginPath();
  context.arc(width / 2, r + 1, r, Math.PI * 0.85, Math.PI * 0.15);
  context.lineTo(width / 2, height - 1);
  context.closePath();
  context.fillStyle = color;
  context.strokeStyle = '#ffffff';
  context.lineWidth = 1.5;
  context.fill();
  context.stroke();
  context.beginPath();
  context.arc(width / 2, r + 1, r / 2.5, 0, Math.PI * 2);
  context.fillStyle = '#ffffff';
  context.fill();
  return context.getImageData(0, 0, context.canvas.width, context.canvas.height);
}
