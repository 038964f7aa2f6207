/** The error pages (400, 404, 500, 503). */
export const messages = {
  'badRequest.heading': 'This address is not valid',
  'badRequest.text':
    'Part of the address could not be read. Check the link you followed, or find the forecast you want below.',
  'notFound.heading': 'Page not found',
  'notFound.text': 'The page you asked for does not exist.',
  'notFound.storm': 'The storm may no longer be active.',
  'notFound.activeStorms': 'See active storms',
  'notFound.search': "Find a place's forecast",
  'notFound.home': 'Go to the home page',
  'failed.heading': 'Something went wrong',
  'failed.text': 'Something went wrong loading the data. Please reload the page or try again later',
} as const;
