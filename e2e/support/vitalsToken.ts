/** The Core Web Vitals dashboard's token of the test server (not a secret: tests only). */
export const E2E_VITALS_DASHBOARD_TOKEN = 'e2e-vitals-dashboard-token-0123456789';
