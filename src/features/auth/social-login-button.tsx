import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialLoginConfig } from '@/api/contract/social-login';
import { getSocialLoginConfig } from '@/api/social-login';
import { prepareSocialLogin } from './social-login-flow';

type EnabledConfig = Extract<SocialLoginConfig, { enabled: true }>;

/** The provider settings from the server; null while unknown or when social login is off. */
export const useSocialLoginConfig = (): EnabledConfig | null => {
  const [config, setConfig] = useState<EnabledConfig | null>(null);
  useEffect(() => {
    let current = true;
    getSocialLoginConfig().then(
      (answer) => {
        if (current && answer.enabled) setConfig(answer);
      },
      // Offline or no provider: the button stays hidden.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return config;
};

interface SocialLoginButtonProps {
  config: EnabledConfig;
  redirect?: string | undefined;
}

/** Spec §2: leaves for the provider's login (authorization code with PKCE, state and nonce). */
export const SocialLoginButton = ({ config, redirect }: SocialLoginButtonProps) => {
  const { t } = useTranslation('social-login');
  const [leaving, setLeaving] = useState(false);
  const start = async () => {
    setLeaving(true);
    window.location.assign(await prepareSocialLogin(config, window.location.origin, redirect));
  };
  return (
    <Button variant="default" size="md" fullWidth loading={leaving} onClick={() => void start()}>
      {t('button')}
    </Button>
  );
};
