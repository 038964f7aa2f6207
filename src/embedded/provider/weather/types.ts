/** The weather payload types live in src/types (the pages show them too). */
export * from '@/types/weather';
