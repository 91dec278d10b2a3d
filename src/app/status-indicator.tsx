import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { INDICATOR_FADE_MS, indicatorState } from '@/lib/status-indicator';

/** Small success/error pill (spec §4); the notification carries the text for screen readers. */
export const StatusIndicator = () => {
  const { t } = useTranslation('common');
  const { kind, phase } = useSnapshot(indicatorState);
  if (phase === 'hidden') return null;
  return (
    <Badge
      aria-hidden="true"
      data-testid="status-indicator"
      data-kind={kind}
      color={kind === 'error' ? 'red' : 'teal'}
      variant="filled"
      size="md"
      pos="fixed"
      bottom="calc(env(safe-area-inset-bottom) + 84px)"
      left="50%"
      style={{
        zIndex: 1000,
        transform: 'translateX(-50%)',
        opacity: phase === 'fading' ? 0 : 1,
        transition: `opacity ${INDICATOR_FADE_MS}ms ease`,
        pointerEvents: 'none',
      }}
    >
      {t(kind === 'error' ? 'indicator.error' : 'indicator.success')}
    </Badge>
  );
};
