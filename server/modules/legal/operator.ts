import type { LegalNotice } from '../../../src/api/contract/legal';

interface OperatorEnv {
  IMPRINT_NAME?: string;
  IMPRINT_ADDRESS?: string;
  IMPRINT_EMAIL?: string;
  IMPRINT_PHONE?: string;
  IMPRINT_REPRESENTATIVE?: string;
  IMPRINT_REGISTER?: string;
  IMPRINT_VAT_ID?: string;
  PRIVACY_CONTACT?: string;
  ACCESSIBILITY_CONTACT?: string;
}

/**
 * The operator from the IMPRINT_*, PRIVACY_* and ACCESSIBILITY_* settings. IMPRINT_ADDRESS separates its lines
 * with ';' (an environment variable holds no line breaks in most deploy tools).
 */
export function operatorOf(env: OperatorEnv): LegalNotice {
  const email = env.IMPRINT_EMAIL ?? null;
  return {
    operator: env.IMPRINT_NAME
      ? {
          name: env.IMPRINT_NAME,
          addressLines: (env.IMPRINT_ADDRESS ?? '')
            .split(';')
            .map((line) => line.trim())
            .filter(Boolean),
          email,
          phone: env.IMPRINT_PHONE ?? null,
          representative: env.IMPRINT_REPRESENTATIVE ?? null,
          register: env.IMPRINT_REGISTER ?? null,
          vatId: env.IMPRINT_VAT_ID ?? null,
        }
      : null,
    privacyContact: env.PRIVACY_CONTACT ?? email,
    accessibilityContact: env.ACCESSIBILITY_CONTACT ?? email,
  };
}
