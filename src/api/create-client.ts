import createFetchClient, { type Client } from 'openapi-fetch';
import createQueryClientHooks from 'openapi-react-query';
import { createServiceMiddleware, createTimedFetch, checkBaseUrl, REQUEST_TIMEOUT_MS, type ServiceOptions } from './http';

/**
 * One openapi-fetch client and its openapi-react-query hooks for one service contract.
 * The base address is checked lazily, on the first call, so a missing address reports
 * 'No Url found' where the call is made instead of breaking the app at start-up.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- openapi-typescript's `paths` is an interface of path items
export function createServiceClient<Paths extends {}>(options: ServiceOptions) {
  const timed = createTimedFetch(options.timeoutMs ?? REQUEST_TIMEOUT_MS, options.fetch);
  const client: Client<Paths> = createFetchClient<Paths>({
    // A missing address still needs a parseable base for openapi-fetch to build the Request;
    // the fetch below refuses it with 'No Url found' before anything is sent.
    baseUrl: options.baseUrl?.trim() ? options.baseUrl.trim().replace(/\/+$/, '') : 'http://no-url.invalid',
    fetch: (request: Request) => {
      checkBaseUrl(options);
      return timed(request);
    },
  });
  client.use(createServiceMiddleware(options));
  const $api = createQueryClientHooks(client);
  return { client, $api };
}
