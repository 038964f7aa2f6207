import '@/server/serverOnly';

import type { GetServerSidePropsContext } from 'next';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { isPressureUnit, isWindUnit } from '@/lib/units';
import { pageRoute } from '@/lib/routes';
import { siteOrigin } from '@/server/http/siteOrigin';
import { buildVisitorPageProps } from '@/server/pages/visitorPageProps';
import { SAMPLE_NOTE } from '@/types/hurricane';
import type { PressureUnit, Units, WindUnit } from '@/types/location';
import type { PageProps } from '@/types/page';

const t = translator('pageHeads', messages);

/** What a hurricane page declares. */
export interface HurricanePageInput {
  /** The page's pattern in the page table, e.g. `/hurricane/active/[name]`. */
  pattern: string;
  /** The page's canonical path (lower case). */
  canonicalPath: string;
  title: string;
  description: string;
  /** The trail after Home: names and paths, this page last. */
  trail: { name: string; path: string }[];
  /** True when the page shows the bundled sample: the title says so. */
  sample: boolean;
}

/** One query value as a number, when it is a single string of digits. */
function queryNumber(value: string | string[] | undefined): number | null {
  return typeof value === 'string' && /^\d$/.test(value) ? Number(value) : null;
}

/**
 * The wind (`su`, 1–4) and pressure (`pu`, 1–2) units the query asks for: on hurricane pages they
 * override the visitor's own (links carry them, and Settings reloads the page with new ones).
 */
export function unitQueryOverride(query: GetServerSidePropsContext['query']): {
  windUnit?: WindUnit;
  pressureUnit?: PressureUnit;
} {
  const su = queryNumber(query.su);
  const pu = queryNumber(query.pu);
  return {
    ...(isWindUnit(su) ? { windUnit: su } : {}),
    ...(isPressureUnit(pu) ? { pressureUnit: pu } : {}),
  };
}

/** The page title, marked when the page shows sample data. */
export function hurricaneTitle(title: string, sample: boolean): string {
  return sample ? `${title} (${SAMPLE_NOTE})` : title;
}

/**
 * Props of a hurricane page: the visitor's frame, the head (title marked for sample data,
 * canonical URL, breadcrumb trail) and the visitor's units with the query's `su` and `pu` applied.
 * Null when the visitor's frame cannot be made (the page answers 404).
 */
export async function buildHurricanePageProps(
  ctx: Pick<GetServerSidePropsContext, 'req' | 'res' | 'query'>,
  input: HurricanePageInput,
): Promise<PageProps | null> {
  const page = await buildVisitorPageProps(ctx, {
    pageId: pageRoute(input.pattern).pageId,
    canonicalPath: input.canonicalPath,
    title: hurricaneTitle(input.title, input.sample),
    description: input.description,
  });
  if (!page) return null;
  const origin = siteOrigin();
  const units: Units | undefined = page.props.initialState.units && {
    ...page.props.initialState.units,
    ...unitQueryOverride(ctx.query),
  };
  return {
    ...page.props,
    seo: {
      ...page.props.seo,
      breadcrumbs: [
        { name: t('trail.home'), url: new URL('/', origin).toString() },
        ...input.trail.map((step) => ({
          name: step.name,
          url: new URL(step.path, origin).toString(),
        })),
      ],
    },
    initialState: { ...page.props.initialState, ...(units ? { units } : {}) },
  };
}
