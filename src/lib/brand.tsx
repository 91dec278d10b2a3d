import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The festival mark (a sound-wave star) with the app name. */
export const Brand = ({
  size = 32,
  withName = true,
  nameClassName,
}: {
  size?: number;
  withName?: boolean;
  /** A class for the name, e.g. to hide it where the bar has no room. */
  nameClassName?: string;
}) => {
  const { t } = useTranslation('common');
  const gradientId = useId();
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#d6136f" />
            <stop offset="1" stopColor="#5f3dc4" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
        <path
          d="M14 34v-4M22 40V24M30 46V18M38 40V24M46 36v-8M52 33v-2"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      {withName && (
        <Text component="span" fw={900} fz="lg" lts={-0.3} className={nameClassName}>
          {t('appName')}
        </Text>
      )}
    </Group>
  );
};
