import { Badge, type BadgeProps } from '../Badge';

/** The approval values the server sends on machine and company listings (field `approved`). */
export const approvalStatuses = ['Pending', 'Approved'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

type Tone = NonNullable<BadgeProps['tone']>;

const known: Record<ApprovalStatus, { text: string; tone: Tone }> = {
  Pending: { text: 'Under Review', tone: 'warning' },
  Approved: { text: 'Published', tone: 'success' },
};

/** How a listing's approval reads: the spec's table, and any other value shown neutral as it is. */
export function approvalDisplay(approved: string): { text: string; tone: Tone } {
  const trimmed = approved.trim();
  return (
    (known as Record<string, { text: string; tone: Tone }>)[trimmed] ?? { text: trimmed, tone: 'neutral' }
  );
}

export interface StatusBadgeProps {
  /** The listing's `approved` value: "Pending", "Approved", or anything else the server sends. */
  approved: string | null | undefined;
  /** Extra class on the badge. */
  className?: string;
}

/**
 * A seller's listing status: Pending reads "Under Review" (warning), Approved reads "Published" (success).
 * Renders nothing for an empty value.
 */
export function StatusBadge({ approved, className }: StatusBadgeProps) {
  const { text, tone } = approvalDisplay(approved ?? '');
  if (!text) return null;
  // The word carries the meaning; the tone only repeats it.
  return (
    <Badge tone={tone} className={className}>
      {text}
    </Badge>
  );
}
