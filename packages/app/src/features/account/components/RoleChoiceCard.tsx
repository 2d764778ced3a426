import type { RoleOption } from '@plastihub/api-client';
import { Card, Checkbox, Image, Stack, Text } from '@plastihub/ui';

export interface RoleChoiceCardProps {
  role: RoleOption;
  /** The name shown (well spelled); the server's name is what gets submitted. */
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * One role as a card that is a checkbox: the ui Checkbox (role checkbox, aria-checked, Space toggles)
 * whose label holds the picture and the name, so a click anywhere on them toggles it too.
 */
export function RoleChoiceCard({ role, label, checked, onCheckedChange }: RoleChoiceCardProps) {
  return (
    <Card padding="medium" elevation={checked ? 'raised' : 'flat'}>
      <Checkbox
        checked={checked}
        onCheckedChange={onCheckedChange}
        value={role.name}
        label={
          <Stack space="sm" alignItems="flex-start">
            <Image src={role.image} alt="" width={96} height={96} fit="contain" />
            <Text as="span" weight="semibold">
              {label}
            </Text>
          </Stack>
        }
      />
    </Card>
  );
}
