/**
 * The file's tags: each removable, one of the person's other tags added, or a new tag created and
 * added in one go. Tags cannot be deleted (contract), only taken off the file.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/lib/toast';
import { useCreateVaultTag, usePatchVaultFile, vaultTagsQuery, type VaultFile, type VaultTag } from './file-detail.queries';

export const TAG_NAME_MAX = 50;

/** What is wrong with a new tag's name, or null (names are unique per person, ignoring case). */
export function tagNameProblem(name: string, existing: readonly Pick<VaultTag, 'name'>[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Type a name for the new tag';
  if (trimmed.length > TAG_NAME_MAX) return `A tag name must be at most ${TAG_NAME_MAX} characters`;
  const lower = trimmed.toLocaleLowerCase();
  if (existing.some((tag) => tag.name.toLocaleLowerCase() === lower))
    return 'You already have a tag with this name: pick it from the list';
  return null;
}

export function FileTags({ file }: { file: VaultFile }) {
  const tags = useQuery(vaultTagsQuery());
  const patch = usePatchVaultFile();
  const createTag = useCreateVaultTag();
  const [picked, setPicked] = useState('');
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const headingId = useId();

  const available = (tags.data ?? []).filter((tag) => !file.tags.includes(tag.id));
  const setTags = async (ids: number[], done: string) => {
    try {
      await patch.mutateAsync({ params: { path: { id: file.id } }, body: { tags: ids } });
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(toApiError(error).message);
      return false;
    }
  };

  const add = async () => {
    const id = Number(picked);
    const tag = available.find((t) => t.id === id);
    if (!tag) return;
    if (await setTags([...file.tags, id], `Tag ${tag.name} added`)) setPicked('');
  };

  const create = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = tagNameProblem(newName, tags.data ?? []);
    setNameError(problem);
    if (problem) return;
    try {
      const tag = await createTag.mutateAsync({ body: { name: newName.trim() } });
      if (await setTags([...file.tags, tag.id], `Tag ${tag.name} created and added`)) setNewName('');
    } catch (error) {
      const failure = toApiError(error);
      setNameError(failure.fieldErrors.name?.[0] ?? failure.message);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold">
        Tags
      </h3>
      {file.tags_detail.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tags yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Tags on this file">
          {file.tags_detail.map((tag) => (
            <li key={tag.id} className="flex items-center gap-1 rounded-full border bg-muted/50 py-0.5 pr-0.5 pl-3 text-sm">
              <span className="max-w-48 truncate" title={tag.name}>
                {tag.name}
              </span>
              <Button
                variant="tertiary"
                size="icon"
                className="size-11 rounded-full sm:size-8"
                aria-label={`Remove tag ${tag.name}`}
                disabled={patch.isPending}
                onClick={() =>
                  void setTags(
                    file.tags.filter((id) => id !== tag.id),
                    `Tag ${tag.name} removed`,
                  )
                }
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <NativeSelect
          label="Add a tag"
          id={`${headingId}-pick`}
          value={picked}
          onChange={(event) => setPicked(event.target.value)}
          wrapperClassName="min-w-48 flex-1"
          disabled={available.length === 0}
        >
          <option value="">{tags.isPending ? 'Loading tags…' : available.length ? 'Choose a tag' : 'No other tags'}</option>
          {available.map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.name}
            </option>
          ))}
        </NativeSelect>
        <Button variant="outlined" onClick={() => void add()} disabled={!picked} loading={patch.isPending && Boolean(picked)}>
          Add tag
        </Button>
      </div>
      <form className="flex flex-wrap items-start gap-2" onSubmit={(event) => void create(event)} noValidate aria-label="New tag">
        <Field label="New tag" error={nameError} className="min-w-48 flex-1">
          <TextInput
            value={newName}
            maxLength={TAG_NAME_MAX + 10}
            autoComplete="off"
            onChange={(event) => {
              setNewName(event.target.value);
              setNameError(null);
            }}
          />
        </Field>
        <Button type="submit" variant="outlined" className="sm:mt-6.5" loading={createTag.isPending}>
          Create and add
        </Button>
      </form>
    </section>
  );
}
