import type { PageProps } from '@/types/page';

/**
 * Props of a page that answers with an error status (503 when an upstream is down) in the site
 * frame, in place of its own view: the error page's props plus the status its view shows.
 */
export type ErrorStatusPageProps = PageProps & { errorStatus: number };

/** True when a page's props say it answers with an error status instead of its view. */
export function isErrorStatusPage(props: object): props is ErrorStatusPageProps {
  return typeof (props as { errorStatus?: unknown }).errorStatus === 'number';
}
