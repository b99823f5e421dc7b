/** @estante/core/holdings: MARC 21 holdings (MFHD) captions, patterns, enumeration and textual statements. */
export * from './holdings-parser.ts';
export * from './issue-contents.ts';
