export { recordReadyProbe } from './health.repository.ts';
export { healthRoutes } from './health.routes.ts';
export { Readiness } from './readiness.ts';
export { createWriteProbe } from './write-probe.ts';
