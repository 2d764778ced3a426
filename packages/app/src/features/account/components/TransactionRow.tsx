import type { ReactNode } from 'react';
import { Card, formatDateTime, Inline, Stack, Text } from '@plastihub/ui';

export interface TransactionRowProps {
  description: string;
  /** The server's date; shown day-month-year with the time. */
  date: string;
  /** The token count, as the list shows it. */
  tokens: ReactNode;
  /** Under the count: what was paid, or whether it was a credit or a debit. */
  detail?: ReactNode;
}

/** One wallet or token transaction in a list: description and date, the count on the right. */
export function TransactionRow({ description, date, tokens, detail }: TransactionRowProps) {
  return (
    <Card as="li" padding="small" elevation="flat">
      <Inline space="md" justifyContent="space-between">
        <Stack space="xxs">
          <Text weight="semibold">{description}</Text>
          <Text size="small" tone="muted">
            {formatDateTime(date)}
          </Text>
        </Stack>
        <Stack space="xxs" alignItems="flex-end">
          {tokens}
          {detail && (
            <Text size="small" tone="muted">
              {detail}
            </Text>
          )}
        </Stack>
      </Inline>
    </Card>
  );
}
