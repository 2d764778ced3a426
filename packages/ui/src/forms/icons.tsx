import type { ReactNode } from 'react';

/**
 * The line icons the form fields draw. Decorative: currentColor, hidden from assistive technology;
 * the control around them carries the name.
 */
function FormIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

type IconProps = { className?: string };

export const EyeIcon = ({ className, crossed = false }: IconProps & { crossed?: boolean }) => (
  <FormIcon className={className}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M4 4l16 16" />}
  </FormIcon>
);

export const ChevronDownIcon = ({ className }: IconProps) => (
  <FormIcon className={className}>
    <path d="M6 9l6 6 6-6" />
  </FormIcon>
);

export const CheckIcon = ({ className }: IconProps) => (
  <FormIcon className={className}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </FormIcon>
);

export const DashIcon = ({ className }: IconProps) => (
  <FormIcon className={className}>
    <path d="M6 12h12" />
  </FormIcon>
);

export const PlusIcon = ({ className }: IconProps) => (
  <FormIcon className={className}>
    <path d="M12 5v14M5 12h14" />
  </FormIcon>
);

export const CloseIcon = ({ className }: IconProps) => (
  <FormIcon className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </FormIcon>
);

export const AlertIcon = ({ className }: IconProps) => (
  <FormIcon className={className}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7.5v5.5" />
    <path d="M12 16.5v.01" strokeWidth="2.75" />
  </FormIcon>
);
