/**
 * The FAQ: a search over every category's questions and answers (in the browser, matches marked
 * as text), categories as tabs, each category's questions as an accordion (one open at a time,
 * its id in the URL as `?q=` so an answer can be linked), and 'Still need help?'.
 */
import { useId, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, HelpCircle, Search } from 'lucide-react';
import type { CommonSchemas } from '@/api/types';
import { QueryContent } from '@/components/record/query-content';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { cn } from '@/lib/utils';
import { faqQuery, type FaqSection as Section } from '../api/faq';
import type { SupportSearch } from '../search';
import { matches, splitMatches } from '../utils/highlight';

type Question = CommonSchemas['FaqQuestion'];

export interface FaqSectionProps {
  search: SupportSearch;
  onSearchChange: (patch: Partial<SupportSearch>) => void;
}

/** Text with the search's matches in <mark> elements (React text nodes: never HTML). */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {splitMatches(text, query).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-warning-soft px-0.5 text-warning-soft-foreground">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** Arrow keys, Home and End move between an accordion's question buttons (WAI-ARIA accordion). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-faq-question]')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (index + (event.key === 'ArrowDown' ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

function Accordion({
  questions,
  open,
  query,
  onToggle,
}: {
  questions: Question[];
  open: number | undefined;
  query: string;
  onToggle: (id: number) => void;
}) {
  const base = useId();
  return (
    <div role="presentation" className="flex flex-col divide-y rounded-lg border bg-card" onKeyDown={moveFocus}>
      {questions.map((question) => {
        const expanded = open === question.faq_id;
        const panel = `${base}-${question.faq_id}`;
        return (
          <div key={question.faq_id}>
            <h3>
              <button
                type="button"
                data-faq-question
                aria-expanded={expanded}
                aria-controls={panel}
                id={`${panel}-button`}
                onClick={() => onToggle(question.faq_id)}
                className="flex min-h-11 w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
              >
                <span>
                  <Highlighted text={question.question} query={query} />
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn('size-4 shrink-0 transition-transform', expanded && 'rotate-180')}
                />
              </button>
            </h3>
            <div
              id={panel}
              role="region"
              aria-labelledby={`${panel}-button`}
              hidden={!expanded}
              className="px-4 pb-4 text-sm whitespace-pre-line text-muted-foreground"
            >
              <Highlighted text={question.answer} query={query} />
            </div>
          </div>
        );
      })}
    </div>
  );
}

function Faq({ sections, search, onSearchChange }: FaqSectionProps & { sections: Section[] }) {
  const query = search.search ?? '';
  const toggle = (id: number) => onSearchChange({ q: search.q === id ? undefined : id });
  const stillNeedHelp = (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-4 text-sm">
      <span className="flex-1">Still need help? Ask our support team.</span>
      <Button
        variant="outlined"
        onClick={() => onSearchChange({ view: 'chat', new: true, subject: query.trim() || undefined, chat: undefined })}
      >
        Still need help?
      </Button>
    </div>
  );

  if (query.trim()) {
    const found = sections.flatMap((s) =>
      (s.questions ?? []).filter((q) => matches(q.question, query) || matches(q.answer, query)),
    );
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {found.length === 1 ? '1 answer' : `${found.length} answers`} found
        </p>
        {found.length > 0 ? <Accordion questions={found} open={search.q} query={query} onToggle={toggle} /> : null}
        {stillNeedHelp}
      </div>
    );
  }

  // The category shown: the one asked for, else the one holding the open question, else the first.
  const holding = search.q === undefined ? undefined : sections.find((s) => s.questions?.some((q) => q.faq_id === search.q));
  const current = sections.find((s) => s.category.category_id === search.category) ?? holding ?? sections[0];
  if (!current) return <EmptyState icon={<HelpCircle />} title="No help topics yet" className="rounded-lg border bg-card" />;
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label="Help topics">
        <ul className="flex flex-col gap-1 sm:flex-row sm:flex-wrap">
          {sections.map(({ category }) => {
            const selected = category.category_id === current.category.category_id;
            return (
              <li key={category.category_id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onSearchChange({ category: category.category_id, q: undefined })}
                  className={cn(
                    'min-h-11 w-full rounded-md px-3 text-left text-sm font-medium sm:w-auto sm:text-center',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    selected ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground hover:bg-accent',
                  )}
                >
                  {category.name}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <h2 className="text-lg font-semibold">{current.category.name}</h2>
      {current.questions === null ? (
        <p role="alert" className="rounded-lg border bg-card p-4 text-sm">
          These answers could not be loaded. Please try again later.
        </p>
      ) : current.questions.length === 0 ? (
        <EmptyState icon={<HelpCircle />} title="No questions in this topic yet" className="rounded-lg border bg-card" />
      ) : (
        <Accordion questions={current.questions} open={search.q} query="" onToggle={toggle} />
      )}
      {stillNeedHelp}
    </div>
  );
}

export function FaqSection({ search, onSearchChange }: FaqSectionProps) {
  const query = useQuery(faqQuery());
  return (
    <section aria-labelledby="faq-heading" className="flex flex-col gap-4">
      <h2 id="faq-heading" className="sr-only">
        Help articles
      </h2>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <Field label="Search help articles">
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <TextInput
              type="search"
              maxLength={200}
              className="h-11 pl-9 sm:h-10"
              value={search.search ?? ''}
              onChange={(event) => onSearchChange({ search: event.target.value || undefined, q: undefined })}
            />
          </div>
        </Field>
      </form>
      <QueryContent query={query} label="the help articles">
        {(sections) => <Faq sections={sections} search={search} onSearchChange={onSearchChange} />}
      </QueryContent>
    </section>
  );
}
