import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithApp } from '@/test/render';
import { captureInstallPrompt, resetInstallPromptForTests } from './install-events';
import { INSTALL_DISMISSED_KEY, InstallPrompt } from './install-prompt';

const ALLOW_LIST = '/business/v1/white_list_emails/';
const EARLY = 'early@ledgerly.ng';
const LATER = 'later@ledgerly.ng';

/**
 * What Chromium dispatches when the app can be installed. (A real install cannot happen in a
 * headless browser or jsdom: the browser's own dialog is out of a page's reach; these tests check
 * our side of it: the offer is kept, shown to the right people, used and remembered.)
 */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

function renderPrompt(email: string) {
  stubApi().on('get', ALLOW_LIST, { status: 200, body: [' Early@Ledgerly.ng ', 'someone@else.ng'] });
  const rendered = renderWithApp(<InstallPrompt email={email} />);
  /** The allow list has arrived (so an absent card is the rule's answer, not a wait). */
  const listRead = () =>
    waitFor(() =>
      expect(
        rendered.queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state.status),
      ).toEqual(['success']),
    );
  return { ...rendered, listRead };
}

const installCard = () => screen.queryByRole('region', { name: 'Install Ledgerly' });

beforeEach(() => {
  localStorage.removeItem(INSTALL_DISMISSED_KEY);
  captureInstallPrompt();
});

afterEach(() => {
  resetInstallPromptForTests();
  localStorage.removeItem(INSTALL_DISMISSED_KEY);
});

describe('InstallPrompt', () => {
  it('offers an early-access user the install once the browser does, and Install opens the browser’s dialog', async () => {
    const { user, listRead } = renderPrompt(EARLY);
    // No offer from the browser yet: nothing shown, even to an early-access user.
    await listRead();
    expect(screen.queryByText('Install Ledgerly')).not.toBeInTheDocument();

    const { event, prompt } = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true); // the browser's own mini-infobar is held back
    const card = await screen.findByRole('region', { name: 'Install Ledgerly' });
    expect(card).toHaveTextContent('It starts even when your connection drops.');

    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    // Accepted: the offer is used up and the card goes; nothing remembered as a refusal.
    await waitFor(() => expect(installCard()).not.toBeInTheDocument());
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
  });

  it('goes once the app is installed (appinstalled, e.g. from the browser’s menu)', async () => {
    renderPrompt(EARLY);
    offerInstall();
    expect(await screen.findByRole('region', { name: 'Install Ledgerly' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(installCard()).not.toBeInTheDocument();
  });

  it('never shows to someone not on the early-access list', async () => {
    const { listRead } = renderPrompt(LATER);
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await listRead();
    expect(screen.queryByText('Install Ledgerly')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });

  it('remembers Not now on this device: a later offer is not shown again', async () => {
    const { user, unmount } = renderPrompt(EARLY);
    const { prompt } = offerInstall();
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(installCard()).not.toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
    unmount();

    // Another page load: the browser offers again, the card stays away.
    const { listRead } = renderPrompt(EARLY);
    offerInstall();
    await listRead();
    expect(installCard()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });

  it('remembers a refusal in the browser’s own dialog', async () => {
    const { user } = renderPrompt(EARLY);
    const { prompt } = offerInstall('dismissed');
    await user.click(await screen.findByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(installCard()).not.toBeInTheDocument());
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
  });

  it('stays out of the way while offline (the offline notice has its place)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { listRead } = renderPrompt(EARLY);
    offerInstall();
    await listRead();
    expect(installCard()).not.toBeInTheDocument();
    vi.restoreAllMocks();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('region', { name: 'Install Ledgerly' })).toBeInTheDocument();
  });
});
