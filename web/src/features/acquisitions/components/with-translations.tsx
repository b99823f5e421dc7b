import { type ComponentType, Suspense } from 'react';
import { Spinner } from '../../../components/spinner.tsx';

/**
 * The screens are composed into the personal area, whose route loads its own namespaces only: the first render
 * here suspends until `acquisitions` arrives, inside this boundary (a spinner meanwhile) rather than the router's.
 */
export function withTranslations<P extends object>(Inner: ComponentType<P>, fallback: 'spinner' | 'none' = 'spinner') {
  return function Translated(props: P) {
    return (
      <Suspense fallback={fallback === 'spinner' ? <Spinner /> : null}>
        <Inner {...props} />
      </Suspense>
    );
  };
}
