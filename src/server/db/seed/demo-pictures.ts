/**
 * Small generated pictures for the demo website (sliders and album photos): a diagonal gradient between two
 * colours with a few soft circles, encoded as PNG here (zlib only), so nothing copyrighted ships with the demo.
 */
import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])) >>> 0, 8 + data.length);
  return out;
};

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

export function demoPicture(width: number, height: number, from: string, to: string, seed: number): Buffer {
  const [a, b] = [rgb(from), rgb(to)];
  const circles = [0, 1, 2].map((i) => ({
    x: (((seed * 37 + i * 53) % 100) / 100) * width,
    y: (((seed * 19 + i * 41) % 100) / 100) * height,
    r: (0.12 + 0.06 * i) * height,
  }));
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const light = circles.some((c) => (x - c.x) ** 2 + (y - c.y) ** 2 < c.r ** 2) ? 40 : 0;
      for (let k = 0; k < 3; k++) raw[row + 1 + x * 3 + k] = Math.min(255, Math.round(a[k] + (b[k] - a[k]) * t) + light);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
