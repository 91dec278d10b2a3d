import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateProfile } from '@/api/people';
import { getAllTags } from '@/api/reference';
import { TagEditor } from './tag-editor';
import { profileFixture, renderProfile } from './testing/render-profile';

vi.mock('@/api/reference', () => ({ getAllTags: vi.fn() }));
vi.mock('@/api/people', () => ({ updateProfile: vi.fn() }));

const KNOWN = [
  { id: 1, name: 'Techno' },
  { id: 2, name: 'House' },
  { id: 3, name: 'Jazz' },
  { id: 4, name: 'Ambient' },
];

const showEditor = async (tagIds: number[]) => {
  const user = profileFixture({ tags: KNOWN.filter((tag) => tagIds.includes(tag.id)) });
  const onSaved = vi.fn(() => Promise.resolve());
  await renderProfile(() => <TagEditor user={user} onSaved={onSaved} />);
  return {
    user,
    onSaved,
    input:
      (await screen.findAllByLabelText('Your tags')).find(
        (el) => el instanceof HTMLInputElement && el.type !== 'hidden',
      ) ?? document.body,
  };
};

const type = (input: HTMLElement, text: string) => {
  // Mantine ignores changes to an input that has no focus (autofill).
  input.focus();
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

beforeEach(() => {
  vi.mocked(getAllTags).mockResolvedValue(KNOWN);
  vi.mocked(updateProfile).mockImplementation(() => Promise.resolve(profileFixture()));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('TagEditor', () => {
  it('saves a known tag by id and a new one by name', async () => {
    const { input, onSaved } = await showEditor([1]);
    type(input, 'Jazz');
    await waitFor(() =>
      expect(updateProfile).toHaveBeenCalledWith({ tags: [{ id: 1 }, { id: 3 }] }),
    );
    expect(onSaved).toHaveBeenCalled();
    type(input, 'Minimal Wave');
    await waitFor(() =>
      expect(updateProfile).toHaveBeenLastCalledWith({
        tags: [{ id: 1 }, { name: 'Minimal Wave' }],
      }),
    );
  });

  it('refuses a blocked word with its message and saves nothing', async () => {
    const { input } = await showEditor([]);
    type(input, 'Scheiße');
    expect(await screen.findByText('This word is not allowed!')).toBeInTheDocument();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('takes no fourth tag', async () => {
    const { input } = await showEditor([1, 2, 3]);
    type(input, 'Ambient');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(updateProfile).not.toHaveBeenCalled();
    expect(await screen.findByText('You can choose at most 3 tags.')).toBeInTheDocument();
    expect(screen.getByText('Techno')).toBeInTheDocument();
    expect(screen.queryByText('Ambient', { selector: '.mantine-Pill-label' })).toBeNull();
  });

  it('says nothing about the limit when the field loses focus after a valid third tag', async () => {
    // The profile follows the save, as the profile screen's does.
    const Saved = () => {
      const [user, setUser] = useState(profileFixture({ tags: KNOWN.slice(0, 2) }));
      return <TagEditor user={user} onSaved={(next) => Promise.resolve(setUser(next))} />;
    };
    vi.mocked(updateProfile).mockImplementation(() =>
      Promise.resolve(profileFixture({ tags: KNOWN.slice(0, 3) })),
    );
    await renderProfile(() => <Saved />);
    const input = (await screen.findAllByLabelText('Your tags')).find(
      (el) => el instanceof HTMLInputElement && el.type !== 'hidden',
    ) as HTMLInputElement;
    type(input, 'Jazz');
    await waitFor(() => expect(input).not.toBeDisabled());
    expect(screen.getByText('Jazz', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    input.focus();
    input.blur();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('You can choose at most 3 tags.')).toBeNull();
  });

  it('shows the blocked-word message above the field, where the open dropdown cannot cover it', async () => {
    const { input } = await showEditor([]);
    type(input, 'Scheiße');
    const message = await screen.findByText('This word is not allowed!');
    // The dropdown opens below the input: the message must come before it.
    expect(message.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
