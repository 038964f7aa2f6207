/** The hurricane payload types live in src/types/hurricane.ts (pages import them from there). */
export * from '@/types/hurricane';
