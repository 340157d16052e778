/**
 * The subscription calls: the member's current subscription, the packages on offer, the history
 * (designed) and subscribing (designed `createSubscription`, with an Idempotency-Key per attempt).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscription } from '@/api/clients';
import type { SubscriptionSchemas } from '@/api/types';

const silent = { meta: { silent: true } } as const;

export const currentSubscriptionQuery = () => subscription.$api.queryOptions('get', '/api/subscription', {}, silent);
export const packagesQuery = () => subscription.$api.queryOptions('get', '/api/package', {}, silent);
export const subscriptionHistoryQuery = () => subscription.$api.queryOptions('get', '/api/subscription/history', {}, silent);

export interface SubscribeVariables {
  body: SubscriptionSchemas['SubscriptionInput'];
  /** One per attempt (src/lib/attempt-key.ts): a double click or a retry subscribes once. */
  idempotencyKey: string;
}

/** POST the subscription; throws the ApiError. */
export async function subscribe({ body, idempotencyKey }: SubscribeVariables): Promise<SubscriptionSchemas['Subscription']> {
  const { data, error } = await subscription.client.POST('/api/subscription', {
    params: { header: { 'Idempotency-Key': idempotencyKey } },
    body,
  });
  if (error !== undefined) throw error;
  return data.data;
}

/** Subscribes; on success the current subscription is the answer at once, and the history refreshes. */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: subscribe,
    onSuccess: async (saved) => {
      queryClient.setQueryData(currentSubscriptionQuery().queryKey, { data: saved });
      await queryClient.invalidateQueries({ queryKey: subscriptionHistoryQuery().queryKey });
    },
  });
}
