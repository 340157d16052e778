/** One chat message: the user's on the right, the agent's on the left with their name and picture. */
import { FileText, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { ThreadAgent, ThreadMessage } from '../threads/build-threads';

const IMAGE = /\.(png|jpe?g|gif|webp|avif|bmp)$/i;

/** The file's name from its URL (the last path segment), as text. */
export function fileNameOf(url: string): string {
  try {
    const segment = new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';
    return decodeURIComponent(segment) || 'Attachment';
  } catch {
    return 'Attachment';
  }
}

/** Only http(s) addresses become links (never javascript: or data:). */
const safeUrl = (url: string | null): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
};

export const agentName = (agent: ThreadAgent | null): string =>
  agent ? [agent.first_name, agent.last_name].filter(Boolean).join(' ') || agent.username || 'Support' : 'Support';

export function AgentAvatar({ agent }: { agent: ThreadAgent | null }) {
  const picture = safeUrl(agent?.profile_image ?? null);
  const name = agentName(agent);
  if (picture) return <img src={picture} alt="" className="size-8 shrink-0 rounded-full object-cover" />;
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

function Attachment({ url }: { url: string }) {
  const href = safeUrl(url);
  const name = fileNameOf(url);
  if (!href) return <span className="text-xs">{name}</span>;
  if (IMAGE.test(new URL(href).pathname)) {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="block w-fit focus-visible:outline-2 focus-visible:outline-ring"
      >
        <img src={href} alt={`Attachment ${name}`} className="max-h-40 max-w-56 rounded-md border object-cover" loading="lazy" />
      </a>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-md border bg-background px-3 text-xs font-medium text-foreground underline-offset-4 hover:underline"
    >
      <FileText aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{name}</span>
    </a>
  );
}

export type Delivery = 'sent' | 'sending' | 'failed';

export interface MessageBubbleProps {
  message: Pick<ThreadMessage, 'text' | 'created_at' | 'attachment'>;
  mine: boolean;
  agent: ThreadAgent | null;
  delivery?: Delivery;
  /** A pending message's file name (before the server has its URL). */
  fileName?: string | undefined;
  error?: string | undefined;
  progress?: number | null | undefined;
  onRetry?: () => void;
}

const timeOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
};

export function MessageBubble({ message, mine, agent, delivery, fileName, error, progress, onRetry }: MessageBubbleProps) {
  const who = mine ? 'You' : agentName(agent);
  return (
    <div className={cn('flex items-end gap-2', mine ? 'flex-row-reverse' : 'flex-row')}>
      {mine ? null : <AgentAvatar agent={agent} />}
      <div className={cn('flex max-w-[80%] min-w-0 flex-col gap-1', mine ? 'items-end' : 'items-start')}>
        <span className="text-xs text-muted-foreground">{who}</span>
        <div
          className={cn(
            'flex min-w-0 flex-col gap-2 rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
            mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
            delivery === 'failed' && 'border-2 border-destructive',
          )}
        >
          {message.text ? <p>{message.text}</p> : null}
          {message.attachment ? <Attachment url={message.attachment} /> : null}
          {fileName ? (
            <span className="inline-flex items-center gap-2 text-xs">
              <FileText aria-hidden="true" className="size-4" />
              <span className="truncate">{fileName}</span>
              {progress !== undefined && progress !== null ? <span>{progress}%</span> : null}
            </span>
          ) : null}
        </div>
        <span className="flex items-center gap-2 text-xs text-muted-foreground">
          {delivery === 'sending' ? (
            <span>Sending…</span>
          ) : delivery === 'failed' ? (
            <span className="text-destructive">Not sent{error ? `: ${error}` : ''}</span>
          ) : (
            <span>
              {timeOf(message.created_at)}
              {mine ? ' · Sent' : ''}
            </span>
          )}
          {delivery === 'failed' && onRetry ? (
            <Button type="button" variant="outlined" size="sm" onClick={onRetry}>
              <RotateCcw aria-hidden="true" />
              Retry
            </Button>
          ) : null}
        </span>
      </div>
    </div>
  );
}
