import type { GetServerSideProps } from 'next';

import { bareLayout, withLayout } from '@/application/layout';
import {
  VitalsDashboardView,
  type VitalsDashboardProps,
} from '@/application/page-views/VitalsDashboardView';
import { getDb } from '@/server/db';
import { checkDashboardAccess } from '@/server/vitals/dashboardAccess';
import { loadVitalsDashboard } from '@/server/vitals/vitals.service';

/**
 * The Core Web Vitals dashboard: answers 404 unless VITALS_DASHBOARD_TOKEN is set and the request
 * carries it (see checkDashboardAccess); never indexed, never cached, no referrer sent on.
 */
export const getServerSideProps: GetServerSideProps<VitalsDashboardProps> = async ({
  req,
  res,
  query,
}) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Referrer-Policy', 'no-referrer');
  const access = checkDashboardAccess(req, res, query);
  if (access.kind === 'denied') return { notFound: true };
  if (access.kind === 'redirect')
    return { redirect: { destination: access.location, permanent: false } };
  const data = await loadVitalsDashboard(await getDb(), { days: 14 });
  return { props: { data } };
};

export default withLayout(VitalsDashboardView, bareLayout);
