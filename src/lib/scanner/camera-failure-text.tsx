import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CameraFailure } from './camera-error';

/** Spec §8: '[{errorName}]: ' plus the message; other errors show their own message. */
export const CameraFailureText = ({ failure }: { failure: CameraFailure }) => {
  const { t } = useTranslation('tickets');
  const message = failure.known ? t(`camera.${failure.known}`) : failure.ownMessage;
  return (
    <Alert color="red" role="alert" data-testid="camera-error">
      {t('redeem.cameraError', { name: failure.name, message })}
    </Alert>
  );
};
