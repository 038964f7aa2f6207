import type { ProviderRoute } from '../routes';
import { complianceForHeaders, type ComplianceDeps } from './compliance.service';
import { currentPoliciesQuery, policiesQuery } from './legal.schema';
import { currentPolicies, policiesFor } from './policies';

/** The legal routes; tests pass a GeoLite stand-in and a clock. */
export function createLegalRoutes(deps: ComplianceDeps = {}): ProviderRoute[] {
  return [
    {
      path: '/api/legal/compliance/v3',
      methods: { GET: ({ headers }) => complianceForHeaders(headers, deps) },
    },
    {
      path: '/api/legal/policies/v1',
      methods: {
        GET: ({ params }) => {
          const { tou, pp } = policiesQuery.parse(params);
          return policiesFor({ tou, pp });
        },
      },
    },
    {
      path: '/api/legal/policies/v1/current',
      methods: {
        GET: ({ params }) => {
          currentPoliciesQuery.parse(params);
          return currentPolicies();
        },
      },
    },
  ];
}

/** GET /api/legal/compliance/v3, /api/legal/policies/v1 and /api/legal/policies/v1/current. */
export const legalRoutes: ProviderRoute[] = createLegalRoutes();
