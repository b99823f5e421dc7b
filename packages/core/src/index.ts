export * from './marc/index.ts';
export * from './marc/marc-record.ts';
export * from './record/work-types.ts';
