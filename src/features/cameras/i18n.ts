import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/cameras';

/** The camera pages' messages (`src/lib/i18n/en-US/cameras.ts`). */
export const t = translator('cameras', messages);
