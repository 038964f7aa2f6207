export { followSiteLink, SiteLink, type SiteLinkProps } from './SiteLink';
