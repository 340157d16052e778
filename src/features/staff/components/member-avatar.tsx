import { useState } from 'react';
import { cn } from '@/lib/utils';
import type { Member } from '../schemas/member.schema';

function initials(member: Pick<Member, 'first_name' | 'last_name'>): string {
  const letters = [member.first_name, member.last_name].map((part) => Array.from(part.trim())[0] ?? '').join('');
  return letters.toUpperCase() || '?';
}

/** A member's photo, or their initials when there is none or it fails to load (decorative). */
export function MemberAvatar({
  member,
  className,
}: {
  member: Pick<Member, 'first_name' | 'last_name' | 'profile_image'>;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const base = cn(
    'inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-xs font-semibold text-muted-foreground',
    className,
  );
  if (member.profile_image && !failed) {
    return <img src={member.profile_image} alt="" className={cn(base, 'object-cover')} onError={() => setFailed(true)} />;
  }
  return (
    <span aria-hidden="true" className={base}>
      {initials(member)}
    </span>
  );
}
