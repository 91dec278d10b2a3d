import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { E2E_TMP_DIR } from './paths';

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 7;
const QUIET_ZONE = 4;

/**
 * A video file for Chromium's fake camera (--use-file-for-fake-video-capture) that shows one QR
 * code, black on white, as a phone held up to a gate's camera would: Y4M, 4:2:0, grey.
 */
export async function qrCodeVideo(text: string, name: string): Promise<string> {
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const side = (modules.size + 2 * QUIET_ZONE) * MODULE_PX;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < modules.size * MODULE_PX; y++) {
    for (let x = 0; x < modules.size * MODULE_PX; x++) {
      if (!modules.get(Math.floor(y / MODULE_PX), Math.floor(x / MODULE_PX))) continue;
      const row = top + QUIET_ZONE * MODULE_PX + y;
      luma[row * WIDTH + left + QUIET_ZONE * MODULE_PX + x] = 16;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const path = join(E2E_TMP_DIR, `${name}.y4m`);
  await writeFile(path, Buffer.concat([header, frame, frame]));
  return path;
}
