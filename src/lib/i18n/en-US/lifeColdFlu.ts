/** The life page of Cold and flu: the risk and its forecast. */
export const messages = {
  'coldFlu.reason.cold': 'Cold: averaging {temperature}',
  'coldFlu.reason.dryAir': 'Dry air: {humidity} g of moisture per m³',
  'coldFlu.reason.swing': 'Temperature swing: {change} from the day before',
  'coldFlu.reason.none': 'Mild, humid enough, steady',
  'coldFlu.today': 'Cold & flu risk today',
  'coldFlu.advice':
    'Weather like this helps cold and flu viruses spread: wash hands often and air rooms out.',
  'coldFlu.noHourly':
    'The hourly forecast is not available, so the dryness of the air is left out.',
  'coldFlu.nextDays': 'The next days',
  'coldFlu.outlook': 'Cold & flu outlook',
  'coldFlu.risk': 'Risk',
  'coldFlu.why': 'Why',
  'coldFlu.noDryness': ' (air dryness not forecast this far)',
  'coldFlu.how.intro':
    'This risk is calculated from the weather forecast, not from reported illness. Cold and flu viruses spread more easily when the air is cold and dry, and sharp swings in temperature add to it. Each day earns points:',
  'coldFlu.how.cold': 'Cold',
  'coldFlu.how.coldText':
    ': the average of the high and low below {one} (1 point), {two} (2) or {three} (3).',
  'coldFlu.how.dryAir': 'Dry air',
  'coldFlu.how.dryAirText':
    ': the moisture the air holds (absolute humidity, from the hourly temperature and dew point) below 9 g/m³ (1), 7 g/m³ (2) or 5 g/m³ (3). Later days, beyond the hourly forecast, leave it out.',
  'coldFlu.how.swing': 'Temperature swing',
  'coldFlu.how.swingText':
    ': the high or low changing from the day before by {one} or more (1) or {two} or more (2).',
  'coldFlu.how.levels': '0–2 points is Low, 3–4 Moderate, 5–6 High, 7 or more Very High.',
  'coldFlu.how.notAdvice': 'This is not a health statement or medical advice.',
  'coldFlu.how.notAdviceText':
    ' It describes the weather, not whether you will get ill; ask a doctor or pharmacist about symptoms.',
} as const;
