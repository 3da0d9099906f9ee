import type { Channel, ProviderName } from '../../../shared/messaging/providers.ts';

export interface OutgoingMessage {
  channel: Channel;
  /** A phone number in international digits (62812...) for WhatsApp, an address for email. */
  to: string;
  subject?: string | null;
  body: string;
}

export interface SendOutcome {
  /** 'outbox' when the message was only recorded, 'sent' when a real provider accepted it. */
  status: 'sent' | 'outbox';
  providerMessageId?: string | null;
}

/** One way out. send() throws when the provider refuses or cannot be reached; the job queue retries it. */
export interface MessageProvider {
  name: ProviderName;
  send(message: OutgoingMessage): Promise<SendOutcome>;
}

/** A provider's refusal, with its own words kept for the outbox screen. */
export class ProviderError extends Error {
  constructor(provider: string, detail: string) {
    super(`${provider} menolak pesan: ${detail}`.slice(0, 500));
    this.name = 'ProviderError';
  }
}

/** POST to a provider's HTTP API and read its JSON answer; a non-JSON or a network failure is a ProviderError. */
export async function postJson(
  provider: string,
  url: string,
  init: { headers: Record<string, string>; body: string | URLSearchParams },
): Promise<{ status: number; json: any }> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new ProviderError(provider, `tidak dapat dihubungi (${(error as Error).message})`);
  }
  const text = await response.text();
  try {
    return { status: response.status, json: JSON.parse(text) };
  } catch {
    throw new ProviderError(provider, `jawaban tidak dikenal (HTTP ${response.status})`);
  }
}
