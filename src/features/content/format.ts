import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/content';
import { monthName } from '@/lib/time';

const t = translator('content', messages);

/** `November 18, 2026` (UTC) for an ISO 8601 instant. */
export function formatArticleDay(iso: string): string {
  const date = new Date(iso);
  return t('date.day', {
    month: monthName(date.getUTCMonth() + 1),
    day: date.getUTCDate(),
    year: date.getUTCFullYear(),
  });
}

/** `November 18, 2026, 3:05 PM UTC` for an ISO 8601 instant. */
export function formatArticleTime(iso: string): string {
  const date = new Date(iso);
  const hours = date.getUTCHours();
  return t('date.time', {
    month: monthName(date.getUTCMonth() + 1),
    day: date.getUTCDate(),
    year: date.getUTCFullYear(),
    hour: hours % 12 === 0 ? 12 : hours % 12,
    minute: String(date.getUTCMinutes()).padStart(2, '0'),
    period: hours < 12 ? 'AM' : 'PM',
  });
}
