/**
 * Virtual-account payment gateways behind one interface. A provider reads its own notification into one shape,
 * tells whether the notification was signed by the gateway (with the school's credentials, found through the VA
 * number it names), and creates a student's VA at the gateway with its own request signing.
 */
export interface VaNotification {
  /** The gateway's id of this payment: a repeat of it pays nothing again. */
  eventId: string;
  vaNumber: string;
  /** Whole rupiah. */
  amount: number;
  /** When the gateway says it happened (ISO 8601). */
  timestamp: string;
  /** False for a notification that is not a completed payment (pending, expired). */
  paid: boolean;
}

export interface IncomingNotification {
  /** The request's path, as the gateway signed it (SNAP). */
  path: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: unknown;
}

export interface NewVa {
  orderId: string;
  /** What the student owes now (a gateway that bills a fixed amount charges this). */
  amount: number;
  studentName: string;
  /** The number the school wants (SNAP: partner service id + customer number); a gateway may assign its own. */
  customerNo: string;
  bank: string;
}

export interface ProviderHttp {
  fetch: typeof fetch;
  now: () => Date;
}

export interface PaymentProvider<C = unknown> {
  name: string;
  /** Reads a notification without trusting it; null when it is not one this provider sends. */
  read(notification: IncomingNotification): VaNotification | null;
  /** True when the gateway signed exactly this notification with these credentials (null: none stored). */
  verify(notification: IncomingNotification, credentials: C | null): boolean;
  /** Whether the signature covers the timestamp, so an old one replayed can be refused by its age. */
  signsTime: boolean;
  /** Creates the student's VA at the gateway. */
  createVa(credentials: C, va: NewVa, http: ProviderHttp): Promise<{ vaNumber: string; bank: string }>;
}

export const header = (n: IncomingNotification, name: string): string => {
  const value = n.headers[name.toLowerCase()];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

/** "24145.00" → 24145; anything with a fraction of a rupiah, or not a number, is null. */
export function wholeRupiah(value: unknown): number | null {
  const text = String(value ?? '');
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m || (m[2] && Number(m[2]) !== 0)) return null;
  return Number(m[1]);
}

/** A gateway that answered something other than success: the message names the gateway and its reason. */
export class GatewayError extends Error {
  constructor(provider: string, reason: string) {
    super(`Penyedia pembayaran ${provider} menolak: ${reason}`);
    this.name = 'GatewayError';
  }
}
