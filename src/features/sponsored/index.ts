/** The sponsored-content widget. */
export { SponsoredContent } from './components/SponsoredContent';
export * from './sponsoredRules';
