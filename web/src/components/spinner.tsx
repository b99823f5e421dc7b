import './components.css';

/** A decorative spinner; the caller provides the accessible status text. */
export function Spinner({ size = 'medium' }: { size?: 'small' | 'medium' | 'large' }) {
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
}
