import type { ReactNode } from 'react';
import { isSandboxMode } from '@/lib/env';
import { FormAlert } from './form-alert';

/** The sandbox's documented demo code (development builds only). */
export const DEMO_OTP = '123456';

/** What the code steps show above their boxes: where the code went, and the demo code in the sandbox. */
export function OtpIntro({ email, children }: { email: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        We sent a 6-digit code to <span className="font-medium break-all text-foreground">{email}</span>. It is valid for 10
        minutes.
      </p>
      {isSandboxMode ? (
        <FormAlert tone="info">
          Sandbox: the demo code is <span className="font-mono font-semibold tracking-widest">{DEMO_OTP}</span>.
        </FormAlert>
      ) : null}
      {children}
    </div>
  );
}
