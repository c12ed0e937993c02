// POST /api/payments/sandbox/confirm: the sandbox's card confirmation (what Stripe.js does with Stripe).
import { API_PATHS } from '@store/shared/api-paths';
import type { SandboxConfirmInput, SandboxConfirmResult } from '@store/shared/schemas';
import { api } from '../../../lib/api-client.ts';

export function confirmSandboxPayment(input: SandboxConfirmInput): Promise<SandboxConfirmResult> {
  return api<SandboxConfirmResult>(API_PATHS.sandboxConfirm, { method: 'POST', body: input, auth: true });
}
