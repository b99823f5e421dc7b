export * from './circulation/index.ts';
export * from './errors/domain-error.ts';
export * from './marc/index.ts';
export * from './marc/marc-record.ts';
export * from './record/index.ts';
export * from './text/fold.ts';
