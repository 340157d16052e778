/** The eight services, their contracts and fixed loopback ports (openapi/README.md). */
export const SERVICES = ['auth', 'common', 'subscription', 'business', 'banking', 'training', 'vault', 'market'] as const;
export type Service = (typeof SERVICES)[number];

export const HOST = '127.0.0.1';

/** Prism mock ports (npm run mocks, contract tests). */
export const MOCK_PORTS: Record<Service, number> = {
  auth: 4101,
  common: 4102,
  subscription: 4103,
  business: 4104,
  banking: 4105,
  training: 4106,
  vault: 4107,
  market: 4108,
};

/** The sandbox backend's ports (one base address per service). */
export const SANDBOX_PORTS: Record<Service, number> = {
  auth: 4001,
  common: 4002,
  subscription: 4003,
  business: 4004,
  banking: 4005,
  training: 4006,
  vault: 4007,
  market: 4008,
};

/** `prism proxy --errors` in front of the sandbox. */
export const PROXY_PORTS: Record<Service, number> = {
  auth: 4201,
  common: 4202,
  subscription: 4203,
  business: 4204,
  banking: 4205,
  training: 4206,
  vault: 4207,
  market: 4208,
};

/** The sandbox the contract suite starts behind the proxies (apart from npm start's 4001-4008). */
export const CONTRACT_SANDBOX_PORTS: Record<Service, number> = {
  auth: 4301,
  common: 4302,
  subscription: 4303,
  business: 4304,
  banking: 4305,
  training: 4306,
  vault: 4307,
  market: 4308,
};

export const contractPath = (service: Service) => `openapi/${service}.yaml`;
