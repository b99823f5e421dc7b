/** The public module of the network catalogue (docs/network.md). */
export { networkRoutes } from './network.routes.ts';
export { NETWORK_USAGE, NetworkUsageError, runNetworkCommand } from './network-admin.ts';
export { NETWORK_MESSAGES } from './network-messages.ts';
export { startNetworkHarvestScheduler } from './network-scheduler.ts';
