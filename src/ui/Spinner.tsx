import { spinner } from './button.css';
import { visuallyHidden } from './global.css';
import { spinnerBlock } from './misc.css';

export interface SpinnerProps {
  /** Read by screen readers; defaults to 'Cargando'. */
  label?: string;
  /** Shows the label next to the spinner instead of only to assistive technology. */
  showLabel?: boolean;
  className?: string;
}

/** A live `status` region with a spinning ring and an accessible label. */
export function Spinner({ label = 'Cargando', showLabel = false, className }: SpinnerProps) {
  return (
    <div role="status" className={[spinnerBlock, className].filter(Boolean).join(' ')}>
      <span className={spinner} aria-hidden="true" />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </div>
  );
}
