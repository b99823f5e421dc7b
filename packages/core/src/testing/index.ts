/**
 * `@estante/core/testing`: core's helpers for other packages' tests (the server's MARC import tests): the sample MARC
 * files and the ISO 2709 structure check. Imported by tests only (.dependency-cruiser.cjs, test-kit-only-in-tests).
 */
export { checkIso2709Structure } from '../marc/iso2709-structure.ts';
export * from '../marc/sample-data.testing.ts';
