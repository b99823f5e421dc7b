/** The library's own pages from the site sections (docs/staff-content.md): public, so visitors' code may import it. */
export { homeSectionQueryOptions } from './api/site-sections.ts';
export { ActivityNotice } from './components/activity-notice.tsx';
export { HomeSections } from './components/home-sections.tsx';
export {
  SiteAppLayers,
  SiteEvents,
  SiteFaq,
  SiteGeneralInformation,
  SiteNotice,
  SiteOpeningHours,
  SiteText,
  SiteTextSection,
} from './components/site-sections.tsx';
