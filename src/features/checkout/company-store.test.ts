import { describe, expect, it } from 'vitest';
import { companyDetails } from '@/api/contract/invoices';
import { type CompanyDraft, companyProblems, toCompanyInput } from './company-store';

const draft: CompanyDraft = {
  buying: true,
  name: 'Acme Events GmbH',
  vatId: 'de 123.456-789',
  otherAddress: false,
  street: '',
  postalCode: '',
  city: '',
  country: 'DE',
};

describe('company part of the checkout', () => {
  it('sends nothing unless buying as a company', () => {
    expect(toCompanyInput({ ...draft, buying: false })).toBeNull();
    expect(companyProblems({ ...draft, buying: false, name: '' })).toEqual({});
  });

  it('reuses the buyer address unless another one is asked for, and tidies the VAT ID', () => {
    expect(companyProblems(draft)).toEqual({});
    expect(companyDetails.parse(toCompanyInput(draft))).toEqual({
      name: 'Acme Events GmbH',
      vatId: 'DE123456789',
      address: null,
    });
    expect(companyDetails.parse(toCompanyInput({ ...draft, vatId: ' ' }))?.vatId).toBeNull();
  });

  it('names each problem with its own text', () => {
    expect(companyProblems({ ...draft, name: ' ', vatId: '123456789' })).toEqual({
      name: 'company.problems.companyNameRequired',
      vatId: 'company.problems.vatIdInvalid',
    });
    expect(companyProblems({ ...draft, vatId: 'DE1' })).toEqual({
      vatId: 'company.problems.vatIdInvalid',
    });
    expect(companyProblems({ ...draft, vatId: `DE${'1'.repeat(14)}` })).toEqual({
      vatId: 'company.problems.vatIdInvalid',
    });
    expect(companyProblems({ ...draft, otherAddress: true, street: 'Am Kai 3' })).toEqual({
      postalCode: 'company.problems.invoiceAddressRequired',
      city: 'company.problems.invoiceAddressRequired',
    });
    expect(companyProblems({ ...draft, name: 'A\nB' })).toEqual({
      name: 'company.problems.lineBreak',
    });
  });
});
