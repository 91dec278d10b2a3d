import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfessionDto } from '@/api/contract/people';
import { addProfession, removeProfession } from '@/api/people';
import { ProfessionEditor } from './profession-editor';
import { renderProfile } from './testing/render-profile';

vi.mock('@/api/people', () => ({
  addProfession: vi.fn(),
  changeProfession: vi.fn(),
  removeProfession: vi.fn(),
}));
vi.mock('@/api/reference', () => ({
  findCompanies: vi.fn(() => Promise.resolve([])),
  addCompany: vi.fn(),
}));

const booker: ProfessionDto = { id: 1, role: 'Booker', companyId: null, company: null };
const dj: ProfessionDto = { id: 2, role: 'DJ', companyId: null, company: null };

const showEditor = async (professions: ProfessionDto[]) => {
  const onChanged = vi.fn(() => Promise.resolve());
  await renderProfile(() => <ProfessionEditor professions={professions} onChanged={onChanged} />);
  return onChanged;
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ProfessionEditor', () => {
  it('keeps the last profession and warns that at least 1 is needed', async () => {
    await showEditor([booker]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove profession 1' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Action not allowed');
    expect(alert).toHaveTextContent('You need at least 1 profession.');
    expect(removeProfession).not.toHaveBeenCalled();
  });

  it('removes one of two professions and re-reads the profile', async () => {
    vi.mocked(removeProfession).mockResolvedValue();
    const onChanged = await showEditor([booker, dj]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove profession 2' }));
    await waitFor(() => expect(removeProfession).toHaveBeenCalledWith(2));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a failed add in the spec words', async () => {
    vi.mocked(addProfession).mockRejectedValue(new Error('offline'));
    await showEditor([booker]);
    fireEvent.click(screen.getByRole('button', { name: 'Add profession' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot add Profession');
    expect(alert).toHaveTextContent('Please try again');
  });
});
