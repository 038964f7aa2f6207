export { formatMessage, missingTranslation, translator } from './translate';
export type { MessageValues, Messages } from './translate';
