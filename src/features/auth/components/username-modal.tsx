import { useRef, useState, type SubmitEvent } from 'react';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { Modal, ModalContent, ModalDescription, ModalTitle } from '@/components/ui/modal';
import { TextInput } from '@/components/ui/text-input';
import { session } from '@/api/session';
import { useCreateUsername } from '../api/auth.queries';
import { validateFullName } from '../schemas';

const keepOpen = (event: Event) => event.preventDefault();

/**
 * Spec sections 2 and 5: a full-screen modal asking a signed-in user without a username for a
 * full name. It cannot be dismissed (no close button, Escape or outside click); it closes once
 * the name is saved through `GET /auth/createUsername` and the session is updated.
 */
export function UsernameModal() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const createUsername = useCreateUsername();

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createUsername.isPending) return;
    const problem = validateFullName(name);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    createUsername.mutate(
      { params: { query: { username: name.trim() } } },
      {
        onSuccess: (user) => session.updateUser(user),
        onError: (caught) => {
          const apiError = toApiError(caught);
          setError(apiError.fieldErrors.username?.[0] ?? apiError.message);
          input.current?.focus();
        },
      },
    );
  }

  return (
    <Modal open>
      <ModalContent
        size="full"
        showClose={false}
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          input.current?.focus();
        }}
        className="flex items-center justify-center"
      >
        <div className="flex w-full max-w-md flex-col gap-6">
          <div className="flex flex-col gap-2">
            <ModalTitle className="text-2xl">Enter your fullname</ModalTitle>
            <ModalDescription>We&apos;ll address you by this name going forward</ModalDescription>
          </div>
          <Form onSubmit={handleSubmit}>
            <Field label="Full name" error={error} required>
              <TextInput
                ref={input}
                name="username"
                placeholder="e.g John Doe"
                autoComplete="name"
                maxLength={150}
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  if (error) setError(null);
                }}
              />
            </Field>
            <Button type="submit" fullWidth loading={createUsername.isPending} loadingText="Loading...">
              Continue
            </Button>
          </Form>
        </div>
      </ModalContent>
    </Modal>
  );
}
