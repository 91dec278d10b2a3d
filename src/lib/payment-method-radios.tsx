import { Group, Radio, Stack, Text } from '@mantine/core';
import type { PaymentMethodDto } from '@/api/contract/shop';
import { formatMoney } from './money';

interface PaymentMethodRadiosProps {
  label: string;
  methods: readonly PaymentMethodDto[];
  value: string | null;
  onChange: (uid: string) => void;
  disabled?: boolean;
}

/** Payment methods with their costs as amount and currency (spec §9); used by cart and bill. */
export const PaymentMethodRadios = ({
  label,
  methods,
  value,
  onChange,
  disabled = false,
}: PaymentMethodRadiosProps) => (
  <Radio.Group label={label} value={value} onChange={onChange}>
    <Stack gap="xs" mt="xs">
      {methods.map((method) => (
        <Radio
          key={method.uid}
          value={method.uid}
          disabled={disabled}
          label={
            <Group gap="xs" wrap="nowrap">
              {method.image && <img src={method.image} alt="" width={28} height={18} />}
              <Text fz="sm">{method.name}</Text>
              <Text fz="xs" c="dimmed">
                + {formatMoney(method.costs.amount, method.costs.currency)}
              </Text>
            </Group>
          }
        />
      ))}
    </Stack>
  </Radio.Group>
);
