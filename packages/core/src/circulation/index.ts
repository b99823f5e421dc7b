export * from './checkout-rules.ts';
export * from './circulation-dates.ts';
export * from './circulation-errors.ts';
export * from './hold-rules.ts';
export * from './hold-wait-estimate.ts';
export * from './loan-policy.ts';
export * from './loan-request-rules.ts';
export * from './renewal-rules.ts';
