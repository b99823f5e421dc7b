export * from './bitset.ts';
export * from './memory-breakdown.ts';
export * from './memory-catalogue.ts';
export * from './search-segment.ts';
export * from './segment-match.ts';
export * from './snapshot.ts';
export * from './vocabulary.ts';
