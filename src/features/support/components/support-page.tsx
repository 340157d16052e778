/**
 * The support page (D8: the signed-in person's): help articles (the FAQ) and the conversations
 * with support, as two tabs; `?view=` keeps the tab in the URL.
 */
import { Suspense, useEffect, useState } from 'react';
import { PageLayout } from '@/components/layout/page-layout';
import { Button } from '@/components/ui/button';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { lazyWithPreload } from '@/lib/lazy';
import { whenSettled } from '@/lib/when-idle';
import { FaqSection } from '../faq/faq-section';
import type { SupportSearch } from '../search';

// The Messages tab (threads, the chat, its composer and uploads) is not part of the page's first
// load (issue 21's budget): it is fetched once the page has settled, when its tab is pointed at or
// focused, or when it opens.
const ChatSection = lazyWithPreload(() => import('../chat/chat-section').then((m) => m.ChatSection));
const preloadChat = () => void ChatSection.preload().catch(() => undefined);

export interface SupportPageProps {
  search: SupportSearch;
  onSearchChange: (patch: Partial<SupportSearch>) => void;
}

export function SupportPage({ search, onSearchChange }: SupportPageProps) {
  const view = search.view ?? (search.chat !== undefined || search.new ? 'chat' : 'faq');
  useEffect(() => whenSettled(preloadChat), []);
  return (
    <PageLayout title="Support" description="Answers to common questions, and your conversations with our team.">
      <Tabs value={view} onValueChange={(value) => onSearchChange({ view: value === 'chat' ? 'chat' : 'faq' })}>
        <TabsList aria-label="Support">
          <TabsTrigger value="faq">Help articles</TabsTrigger>
          <TabsTrigger value="chat" onPointerEnter={preloadChat} onFocus={preloadChat}>
            Messages
          </TabsTrigger>
        </TabsList>
        <TabsContent value="faq">
          <FaqSection search={search} onSearchChange={onSearchChange} />
        </TabsContent>
        <TabsContent value="chat">
          <LazyChat search={search} onSearchChange={onSearchChange} />
        </TabsContent>
      </Tabs>
    </PageLayout>
  );
}

function LazyChat({ search, onSearchChange }: SupportPageProps) {
  const [attempt, setAttempt] = useState(0);
  const failed = (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
      Your messages couldn't load. Check your connection.
      <Button variant="outlined" size="sm" className="min-h-11 sm:min-h-9" onClick={() => setAttempt((n) => n + 1)}>
        Try again
      </Button>
    </div>
  );
  return (
    <LoadBoundary key={attempt} fallback={failed}>
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <ChatSection search={search} onSearchChange={onSearchChange} />
      </Suspense>
    </LoadBoundary>
  );
}
