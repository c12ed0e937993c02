// The courier of COURIER: Steadfast with its keys, or the built-in sandbox (the zero-key start).
import type { Config } from '../../config.ts';
import type { CourierProvider } from './courier-provider.ts';
import { createSandboxCourier } from './sandbox-courier.ts';
import { createSteadfastCourier, STEADFAST_API_BASE } from './steadfast-provider.ts';

export function createCourier(config: Config): CourierProvider {
  if (config.COURIER !== 'steadfast') return createSandboxCourier(config.COURIER_SANDBOX_DELIVERY_MINUTES);
  return createSteadfastCourier({
    apiKey: config.STEADFAST_API_KEY ?? '',
    secretKey: config.STEADFAST_SECRET_KEY ?? '',
    apiBase: config.STEADFAST_API_BASE ?? STEADFAST_API_BASE,
    timeoutMs: config.COURIER_TIMEOUT_MS,
  });
}
