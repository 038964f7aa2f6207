/** The Core Web Vitals dashboard (an internal page, not linked from the site). */
export const messages = {
  title: 'Core Web Vitals',
  intro:
    '75th percentile of the reports sent by visitors’ browsers over the last {days} days, per page type and day (UTC). Browsers report a metric only above its threshold, so these are percentiles of slow experiences.',
  empty: 'No reports yet.',
  pageType: 'Page type: {pageType}',
  chartTitle: '{metric} p75 for {pageType}',
  chartDescription:
    'Daily 75th percentile of {metric}; the dashed line is the reporting threshold ({threshold}).',
  tableSummary: 'Data table',
  day: 'Day',
  p75: 'p75',
  reports: 'Reports',
  worstTitle: 'Worst pages',
  worstMetric: 'Highest p75 {metric}',
  worstEmpty: 'No {metric} reports.',
  path: 'Page',
  pageTypeColumn: 'Page type',
  milliseconds: '{value} ms',
} as const;
