/**
 * The support page (D8: the signed-in person's): help articles (the FAQ) and the conversations
 * with support, as two tabs; `?view=` keeps the tab in the URL.
 */
import { PageLayout } from '@/components/layout/page-layout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ChatSection } from '../chat/chat-section';
import { FaqSection } from '../faq/faq-section';
import type { SupportSearch } from '../search';

export interface SupportPageProps {
  search: SupportSearch;
  onSearchChange: (patch: Partial<SupportSearch>) => void;
}

export function SupportPage({ search, onSearchChange }: SupportPageProps) {
  const view = search.view ?? (search.chat !== undefined || search.new ? 'chat' : 'faq');
  return (
    <PageLayout title="Support" description="Answers to common questions, and your conversations with our team.">
      <Tabs value={view} onValueChange={(value) => onSearchChange({ view: value === 'chat' ? 'chat' : 'faq' })}>
        <TabsList aria-label="Support">
          <TabsTrigger value="faq">Help articles</TabsTrigger>
          <TabsTrigger value="chat">Messages</TabsTrigger>
        </TabsList>
        <TabsContent value="faq">
          <FaqSection search={search} onSearchChange={onSearchChange} />
        </TabsContent>
        <TabsContent value="chat">
          <ChatSection search={search} onSearchChange={onSearchChange} />
        </TabsContent>
      </Tabs>
    </PageLayout>
  );
}
