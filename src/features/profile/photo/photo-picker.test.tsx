import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderProfile } from '../testing/render-profile';
import { PhotoPicker } from './photo-picker';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const showPicker = () =>
  renderProfile(() => <PhotoPicker current={null} name="Erika" upload={vi.fn()} />);

describe('PhotoPicker', () => {
  it('says so when the device has no camera', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    await showPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Use the camera' }));
    expect(await screen.findByText('Video not available on your Device :(')).toBeInTheDocument();
  });

  it('says so when the camera is refused', async () => {
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    await showPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Use the camera' }));
    expect(await screen.findByText('Video not available on your Device :(')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalled();
  });

  it('refuses a file that is no png, jpeg or bmp', async () => {
    const upload = vi.fn();
    const { container } = await renderProfile(() => (
      <PhotoPicker current={null} name="Erika" upload={upload} />
    ));
    const input = container.ownerDocument.querySelector('input[type=file]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    fireEvent.change(input, {
      target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a PNG, JPEG or BMP image.',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('says the compression failure for a .png that is no image, and opens no crop dialog', async () => {
    // Chromium's answer to bytes that are no picture.
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new DOMException('The source image could not be decoded.'))),
    );
    const upload = vi.fn();
    const { container } = await renderProfile(() => (
      <PhotoPicker current={null} name="Erika" upload={upload} />
    ));
    const input = container.ownerDocument.querySelector('input[type=file]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    fireEvent.change(input, {
      target: { files: [new File(['not a picture'], 'photo.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your file could not be compressed. Please use another picture',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });
});
