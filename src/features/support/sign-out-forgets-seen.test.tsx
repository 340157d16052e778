/**
 * The chat's seen markers (unread counts) live in local storage per user and go at sign-out, even
 * when the chat never loaded in this page's life (issue 20: removed at sign-out).
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { session } from '@/api/session';
import { connectSession, createAppRouter } from '@/router';
import { establishTestSession } from '@/test/session';
import { readSeen, writeSeen } from './seen';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  localStorage.clear();
});

describe('support seen markers at sign-out', () => {
  it("forgets every user's markers and nothing else", async () => {
    const client = createQueryClient();
    const router = createAppRouter(client, createMemoryHistory({ initialEntries: ['/support'] }));
    establishTestSession();
    stop = connectSession(router, client);
    writeSeen(7, { '12': '2026-11-24T10:00:00Z' });
    writeSeen(8, { '3': '2026-11-23T09:00:00Z' });
    localStorage.setItem('ledgerly.theme', 'dark');
    expect(readSeen(7)).toEqual({ '12': '2026-11-24T10:00:00Z' });

    session.signOut('user');
    await waitFor(() => expect(Object.keys(localStorage).filter((key) => key.startsWith('ledgerly.support.'))).toEqual([]));
    expect(readSeen(8)).toEqual({});
    expect(localStorage.getItem('ledgerly.theme')).toBe('dark');
  });
});
