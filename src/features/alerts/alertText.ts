import type { AlertSeverity, SourceMarking } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/alerts';

const t = translator('alerts', messages);

/**
 * The paragraphs of an alert's text. Weather services send plain text: paragraphs separated by
 * blank lines, lines often hard-wrapped inside a paragraph, and bulleted sections starting with
 * `* ` (`* WHAT...Heavy snow.`). Each paragraph is one string with its wrapped lines joined; a
 * bullet that starts a line inside a paragraph starts its own paragraph.
 */
export function alertParagraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  const paragraphs: string[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let current: string[] = [];
    const flush = () => {
      if (current.length) paragraphs.push(current.join(' ').replace(/\s+/g, ' ').trim());
      current = [];
    };
    for (const raw of block.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (/^[*•-]\s/.test(line)) flush();
      current.push(line);
    }
    flush();
  }
  return paragraphs.filter(Boolean);
}

/** A paragraph that is a bullet (`* WHAT...Heavy snow.`): its label (`What`) and its text. */
export function alertBullet(paragraph: string): { label: string | null; text: string } | null {
  const m = /^[*•-]\s+(.*)$/.exec(paragraph);
  if (!m) return null;
  const body = m[1] ?? '';
  const labelled = /^([A-Z][A-Z /]+?)\.\.\.\s*(.*)$/.exec(body);
  if (!labelled) return { label: null, text: body };
  const label = (labelled[1] ?? '').trim().toLowerCase();
  return { label: label.charAt(0).toUpperCase() + label.slice(1), text: labelled[2] ?? '' };
}

/** The name of the service an alert payload came from, for alerts that name no issuing office. */
export function sourceName(data: SourceMarking): string {
  switch (data.source.kind) {
    case 'nws':
      return t('source.nws');
    case 'open-meteo':
      return t('source.openMeteo');
    case 'demo':
      return t('source.demo');
    case 'meteoalarm':
      return t('source.meteoAlarm');
    case 'eccc':
      return t('source.eccc');
  }
}

/** The text colour that reads on each severity's badge colour (WCAG AA). */
export const SEVERITY_COLOURS: Record<AlertSeverity, { background: string; text: string }> = {
  Extreme: { background: '#b3261e', text: '#ffffff' },
  Severe: { background: '#e8590c', text: '#000000' },
  Moderate: { background: '#f2a900', text: '#000000' },
  Minor: { background: '#2f6fb3', text: '#ffffff' },
  Unknown: { background: '#6c6c6c', text: '#ffffff' },
};
