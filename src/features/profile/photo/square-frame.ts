import { PHOTO_WIDTH } from './photo-rules';

/** The centred square of the current video frame as a PNG (the webcam photo needs no cropper). */
export const squareFrame = (video: HTMLVideoElement): Promise<Blob | null> => {
  const side = Math.min(video.videoWidth, video.videoHeight);
  if (side === 0) return Promise.resolve(null);
  const size = Math.min(side, PHOTO_WIDTH);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  const left = (video.videoWidth - side) / 2;
  const top = (video.videoHeight - side) / 2;
  context.drawImage(video, left, top, side, side, 0, 0, size, size);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
};
