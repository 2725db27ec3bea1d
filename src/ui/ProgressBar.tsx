import { progress, progressFill, progressLabel, progressTrack } from './misc.css';

export interface ProgressBarProps {
  /** 0–100. */
  value: number;
  /** Accessible name, e.g. 'Progreso de la solicitud'. */
  label: string;
  /** Shows "value%" under the bar. */
  showValue?: boolean;
}

export function ProgressBar({ value, label, showValue = false }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className={progress}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        className={progressTrack}
      >
        <div className={progressFill} style={{ width: `${clamped}%` }} />
      </div>
      {showValue ? (
        <span className={progressLabel} aria-hidden="true">
          {clamped}%
        </span>
      ) : null}
    </div>
  );
}
