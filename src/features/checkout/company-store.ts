import { proxy, snapshot, subscribe } from 'valtio/vanilla';
import {
  type CompanyDetailsInput,
  companyDetails,
  INVOICE_MESSAGES,
} from '@/api/contract/invoices';
import { API_MESSAGES } from '@/api/contract/common';

/** Session-storage key: the company part of a checkout survives a reload in this tab. */
const COMPANY_STORAGE_KEY = 'festival.checkout.company';

/** The "buying as a company" part of the checkout form, as typed. */
export interface CompanyDraft {
  buying: boolean;
  name: string;
  vatId: string;
  otherAddress: boolean;
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

export type CompanyField = Exclude<keyof CompanyDraft, 'buying' | 'otherAddress'>;

const EMPTY: CompanyDraft = {
  buying: false,
  name: '',
  vatId: '',
  otherAddress: false,
  street: '',
  postalCode: '',
  city: '',
  country: 'DE',
};

const restore = (): CompanyDraft => {
  try {
    const stored = JSON.parse(sessionStorage.getItem(COMPANY_STORAGE_KEY) ?? '{}') as unknown;
    if (typeof stored !== 'object' || stored === null) return { ...EMPTY };
    const kept = Object.entries(stored).filter(
      ([key, value]) => key in EMPTY && typeof value === typeof EMPTY[key as keyof CompanyDraft],
    );
    return { ...EMPTY, ...Object.fromEntries(kept) };
  } catch {
    return { ...EMPTY };
  }
};

export const companyState = proxy<CompanyDraft>(restore());

subscribe(companyState, () => {
  try {
    sessionStorage.setItem(COMPANY_STORAGE_KEY, JSON.stringify(snapshot(companyState)));
  } catch {
    // Storage refused: the checkout still works until a reload.
  }
});

export const setCompanyField = <K extends keyof CompanyDraft>(
  field: K,
  value: CompanyDraft[K],
): void => {
  companyState[field] = value;
};

/** What the place-order request carries: null unless buying as a company. */
export const toCompanyInput = (draft: CompanyDraft): CompanyDetailsInput | null =>
  draft.buying
    ? {
        name: draft.name,
        vatId: draft.vatId,
        address: draft.otherAddress
          ? {
              street: draft.street,
              postalCode: draft.postalCode,
              city: draft.city,
              country: draft.country,
            }
          : null,
      }
    : null;

const MESSAGE_KEYS: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(INVOICE_MESSAGES).map(([key, message]) => [message, `company.problems.${key}`]),
  ),
  [API_MESSAGES.lineBreak]: 'company.problems.lineBreak',
};

/** Each company field's first problem as an `invoices:` key, checked with the contract's schema. */
export const companyProblems = (draft: CompanyDraft): Partial<Record<CompanyField, string>> => {
  const input = toCompanyInput(draft);
  if (!input) return {};
  const result = companyDetails.safeParse(input);
  if (result.success) return {};
  const problems: Partial<Record<CompanyField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.at(-1) as CompanyField | undefined;
    if (!field || problems[field]) continue;
    problems[field] = MESSAGE_KEYS[issue.message] ?? 'company.problems.invoiceAddressRequired';
  }
  return problems;
};
