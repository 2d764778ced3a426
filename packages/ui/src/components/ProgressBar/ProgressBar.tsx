import { useProgressBar } from 'react-aria';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** What is progressing, e.g. "Uploading photos". */
  label: string;
  /** From 0 to 1 (shown as a whole percentage); values outside are clamped, a non-number shows 0%. */
  value: number;
  /** Extra class on the bar's wrapper. */
  className?: string;
}

/** How far a long task (an upload) has come: a labelled bar with its percentage, read as a progressbar. */
export function ProgressBar({ label, value, className }: ProgressBarProps) {
  const fraction = Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
  const percent = Math.round(fraction * 100);
  const { progressBarProps, labelProps } = useProgressBar({
    label,
    value: percent,
    minValue: 0,
    maxValue: 100,
    valueLabel: `${percent}%`,
  });
  return (
    <div {...progressBarProps} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <span {...labelProps}>{label}</span>
        <span>{percent}%</span>
      </div>
      <div className={styles.track}>
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
