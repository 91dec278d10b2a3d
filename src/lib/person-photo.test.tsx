import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PersonPhoto } from './person-photo';

afterEach(cleanup);

const photo = (image: string | null) => (
  <PersonPhoto name="Emil Schwarz" image={image} className="photo" initialsClassName="initials" />
);

describe('PersonPhoto', () => {
  it('shows the photo, and the initials instead once it fails to load', () => {
    const { container, getByText } = render(photo('/api/file/5'));
    const image = container.querySelector('img.photo');
    expect(image).toHaveAttribute('src', '/api/file/5');

    fireEvent.error(image!);
    expect(container.querySelector('img')).toBeNull();
    expect(getByText('ES')).toHaveClass('photo', 'initials');
  });

  it('shows the initials without a photo, and a new photo again after one failed', () => {
    const { container, getByText, rerender } = render(photo(null));
    expect(getByText('ES')).toHaveAttribute('aria-hidden', 'true');

    rerender(photo('/api/file/6'));
    fireEvent.error(container.querySelector('img')!);
    rerender(photo('/api/file/7'));
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/file/7');
  });
});
