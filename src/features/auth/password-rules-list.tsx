import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN, PASSWORD_SPECIALS } from '@/api/contract/auth';
import { IconCheck, IconCross } from '@/lib/icons';
import { PASSWORD_RULES, unmetPasswordRules, type PasswordRule } from './register-rules';

/** Live checklist of the password rules (spec §5): which ones are met, which are missing. */
export const PasswordRulesList = ({ id, password }: { id: string; password: string }) => {
  const { t } = useTranslation('auth');
  const unmet = new Set<PasswordRule>(unmetPasswordRules(password));
  const label: Record<PasswordRule, string> = {
    lower: t('passwordRules.lower'),
    upper: t('passwordRules.upper'),
    digit: t('passwordRules.digit'),
    special: t('passwordRules.special', { specials: PASSWORD_SPECIALS }),
    length: t('passwordRules.length', { min: PASSWORD_MIN }),
  };
  return (
    <div id={id}>
      <VisuallyHidden>{t('passwordRules.title')}</VisuallyHidden>
      <List size="sm" spacing={4} center>
        {PASSWORD_RULES.map((rule) => {
          const met = !unmet.has(rule);
          return (
            <List.Item
              key={rule}
              c={met ? 'var(--festival-color-ok)' : 'dimmed'}
              data-met={met}
              icon={
                <ThemeIcon size={18} radius="xl" color={met ? 'teal' : 'gray'} variant="light">
                  {met ? <IconCheck size={12} /> : <IconCross size={12} />}
                </ThemeIcon>
              }
            >
              {label[rule]}
              <VisuallyHidden>
                {' '}
                ({met ? t('passwordRules.met') : t('passwordRules.unmet')})
              </VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
};
