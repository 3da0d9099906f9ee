/** Each gateway's credentials as the school enters them (checked by the server, sealed, never sent back). */
import { z } from 'zod';

const key = (label: string, min = 8) =>
  z.string(`${label} wajib diisi.`).trim().min(min, `${label} minimal ${min} karakter.`).max(5000, `${label} terlalu panjang.`);
const url = z.url('Alamat API tidak valid.').optional();

export const GATEWAY_CREDENTIAL_SCHEMAS = {
  midtrans: z.object({ serverKey: key('Server key'), baseUrl: url }),
  xendit: z.object({ secretKey: key('Secret key'), callbackToken: key('Token verifikasi callback'), baseUrl: url }),
  snap: z.object({
    clientKey: key('Client key (X-PARTNER-ID)', 4),
    clientSecret: key('Client secret'),
    privateKey: key('Kunci privat sekolah').includes('PRIVATE KEY', 'Tempel kunci privat PEM (-----BEGIN PRIVATE KEY-----).'),
    gatewayPublicKey: key('Kunci publik bank').includes('PUBLIC KEY', 'Tempel kunci publik PEM bank.'),
    partnerServiceId: z
      .string('Partner service id wajib diisi.')
      .trim()
      .regex(/^\s*\d{1,8}$/, 'Partner service id: sampai 8 angka.'),
    channelId: z.string().trim().max(5).default('95231'),
    baseUrl: z.url('Alamat API bank wajib diisi.'),
  }),
} as const;

export const gatewayCredentialsInput = z.object({
  provider: z.enum(['midtrans', 'xendit', 'snap'], 'Pilih penyedia pembayaran.'),
  credentials: z.record(z.string(), z.unknown()),
});
