/** The public module of the demo library: the seeder main.ts runs on a first start with DEMO_DATA. */
export { applyDemoSiteConfiguration } from './demo-site-configuration.ts';
export { DEMO_PATRON_PASSWORD, DEMO_PATRONS, type DemoSeedResult, seedDemoLibrary } from './seed-demo.ts';
export { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './seed-demo-staff.ts';
