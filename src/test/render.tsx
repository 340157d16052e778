/**
 * Renders a component the way the app does around a business page: a fresh query client with the
 * app's defaults and toasts (src/api/query-client.ts), the Toaster, a signed-in session, the
 * business and permissions contexts (src/test/fixtures.ts), and, when asked, a memory-history
 * TanStack router. Pair it with `stubApi()` (src/test/api-stub.ts) for the calls.
 *
 *   const api = stubApi().on('post', CUSTOMERS, { status: 201, body: customer });
 *   const { user } = renderWithApp(<CustomerFormModal open onOpenChange={() => {}} />);
 */
import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, onTestFinished } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { Toaster } from '@/components/ui/toaster';
import { BusinessProvider, type Business, type Membership } from '@/features/business';
import { MembershipProvider } from '@/lib/permissions';
import { session } from '@/api/session';
import { TEST_BUSINESS, TEST_OWNER } from './fixtures';
import { establishTestSession } from './session';

/** TEST_BUSINESS with one active location (id 21), for forms that record where something is. */
export const TEST_BUSINESS_WITH_SHOP: Business = {
  ...TEST_BUSINESS,
  locations: [
    {
      id: 21,
      name: 'Balogun shop',
      address: '14 Balogun Street',
      phone_number: '+2348031234567',
      active: true,
      created_at: '2026-01-10T09:00:00Z',
    },
  ],
};

export interface RenderWithAppOptions {
  business?: Business;
  membership?: Membership;
  /** The chosen location (undefined: all locations, D5). */
  location?: number | undefined;
  /** Wrap in a memory-history router at this path (for components with links or route hooks). */
  routerPath?: string;
}

export interface RenderWithAppResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
}

/** Signs in a demo owner for the test (the business client refuses calls without a session). */
export function signInForTest(): void {
  establishTestSession();
  onTestFinished(() => session.signOut());
}

export function renderWithApp(ui: ReactElement, options: RenderWithAppOptions = {}): RenderWithAppResult {
  const business = options.business ?? TEST_BUSINESS;
  const membership = options.membership ?? TEST_OWNER;
  const queryClient = createQueryClient();
  onTestFinished(() => queryClient.clear());
  signInForTest();

  const providers = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <BusinessProvider value={{ businessId: business.id, location: options.location, business, membership }}>
        <MembershipProvider membership={membership}>
          {children}
          <Toaster />
        </MembershipProvider>
      </BusinessProvider>
    </QueryClientProvider>
  );

  let tree: ReactNode = ui;
  if (options.routerPath) {
    const router = createRouter({
      routeTree: createRootRoute({ component: () => ui }),
      history: createMemoryHistory({ initialEntries: [options.routerPath] }),
    });
    tree = <RouterProvider router={router} />;
  }
  const result = render(providers(tree));
  return { ...result, user: userEvent.setup(), queryClient };
}

const RoutedChildren = createContext<ReactNode>(null);

function RoutedRoot() {
  return <>{useContext(RoutedChildren)}</>;
}

/**
 * A memory-history router around `children`, for tests that render with their own providers
 * (lists whose rows are links need one). Children update on rerender like any other.
 */
export function TestRouter({ children, path = '/' }: { children: ReactNode; path?: string }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: RoutedRoot }),
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
  );
  return (
    <RoutedChildren.Provider value={children}>
      <RouterProvider router={router} />
    </RoutedChildren.Provider>
  );
}

/** The open dialog (modal forms render in a portal). */
export function theDialog(): HTMLElement {
  return screen.getByRole('dialog');
}

/** A text field of `container` by the start of its label ('Name' matches 'Name *'). */
export function textField(container: HTMLElement, label: string): HTMLInputElement | HTMLTextAreaElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return within(container).getByRole('textbox', { name: new RegExp(`^${escaped}`) });
}

/**
 * Puts `values` into the text fields of `container`, by label. Pasted rather than typed key by
 * key: user-event reads `{` and `[` as key names, and a 10,000-character string would be slow.
 */
export async function fillFields(
  user: RenderWithAppResult['user'],
  container: HTMLElement,
  values: Record<string, string>,
): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = textField(container, label);
    await user.clear(field);
    if (value) {
      await user.click(field);
      await user.paste(value);
    }
  }
}

/** Every field of `values` still shows what was put in it. */
export function expectFieldsKept(container: HTMLElement, values: Record<string, string>): void {
  for (const [label, value] of Object.entries(values)) expect(textField(container, label), label).toHaveValue(value);
}

/** Markers the hostile strings set when they run (src/test/hostile-strings.ts). */
export const INJECTED = '#pwned, [data-pwned], script, iframe, object, embed, a[href^="javascript:"]';

/**
 * Nothing in `container` (and the document) came from a hostile string as markup: no marker
 * element, no inline event handler, no script, and `window.__pwned` unset.
 */
export function expectInertDom(container: HTMLElement = document.body): void {
  expect(container.querySelectorAll(INJECTED), 'injected elements').toHaveLength(0);
  expect(document.querySelectorAll(INJECTED), 'injected elements in the document').toHaveLength(0);
  const handlers = [...document.body.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((a) => `${element.tagName} ${a.name}`),
  );
  expect(handlers, 'inline event handlers').toEqual([]);
  expect((window as { __pwned?: unknown }).__pwned, 'window.__pwned').toBeUndefined();
}
