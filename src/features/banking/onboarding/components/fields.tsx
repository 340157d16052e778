/**
 * The onboarding's small field parts: a labelled text field with its error under it, a radio
 * group, a select, and a picture / document field with a preview (object URL, revoked).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { inputBaseClasses, TextInput, type TextInputProps } from '@/components/ui/text-input';
import { cn } from '@/lib/utils';

interface TextFieldProps extends Omit<TextInputProps, 'onChange' | 'value' | 'name'> {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

export function TextField({ name, label, value, onValue, error, hint, required = false, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={`onboarding-${name}`}>
      <TextInput name={name} value={value} onChange={(event) => onValue(event.target.value)} {...input} />
    </Field>
  );
}

interface ChoiceFieldProps {
  name: string;
  legend: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValue: (value: string) => void;
  error?: string | undefined;
}

/** A radio group: a fieldset with its legend; arrow keys move between the choices. */
export function ChoiceField({ name, legend, value, options, onValue, error }: ChoiceFieldProps) {
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValue(option.value)}
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValue: (value: string) => void;
  error?: string | undefined;
}

export function SelectField({ name, label, value, options, onValue, error }: SelectFieldProps) {
  return (
    <Field label={label} error={error} required id={`onboarding-${name}`}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          className={cn(inputBaseClasses, 'h-11 cursor-pointer sm:h-10')}
        >
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface FileFieldProps {
  name: string;
  label: string;
  file: File | undefined;
  accept: string;
  onFile: (file: File | undefined) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

/** Chooses one file; a picture is previewed through an object URL, revoked when replaced or gone. */
export function FileField({ name, label, file, accept, onFile, error, hint }: FileFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required id={`onboarding-${name}`}>
      <div className="flex flex-col gap-2">
        <TextInput
          type="file"
          name={name}
          accept={accept}
          className="h-auto min-h-11 py-2"
          onChange={(event) => onFile(event.target.files?.[0] ?? undefined)}
        />
        {file ? (
          <div className="flex items-center gap-3 text-sm">
            {file.type.startsWith('image/') ? (
              <ImagePreview
                key={`${file.name}-${file.size}-${file.lastModified}`}
                file={file}
                alt={`Preview of ${label.toLowerCase()}`}
              />
            ) : null}
            <span className="break-all text-muted-foreground">{file.name}</span>
          </div>
        ) : null}
      </div>
    </Field>
  );
}

/** The picture through an object URL, set on the element and revoked when the file changes or goes. */
function ImagePreview({ file, alt }: { file: File; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    img.src = url;
    return () => {
      URL.revokeObjectURL(url);
      img.removeAttribute('src');
    };
  }, [file]);
  return <img ref={ref} alt={alt} data-testid="file-preview" className="size-16 rounded-md border object-cover" />;
}
