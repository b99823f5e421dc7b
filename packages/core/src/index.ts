export * from './errors/domain-error.ts';
export * from './marc/marc-record.ts';
export * from './record/work-types.ts';
export * from './text/fold.ts';
