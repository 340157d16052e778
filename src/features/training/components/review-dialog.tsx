import * as v from 'valibot';
import { EntityForm, EntityFormModal } from '@/components/record/entity-form-modal';
import { reportFormError } from '@/components/record/report-form-error';
import { useAppForm } from '@/components/form';
import { useBoundField } from '@/components/form/fields';
import { StarRatingInput } from '@/components/ui/star-rating-input';
import type { TrainingSchemas } from '@/api/types';
import { useAddReview } from '../api/training.queries';

type Review = TrainingSchemas['Review'];

const COMMENT_MAX = 1000;

/** The review form's values: no rating until one is chosen. */
export const reviewSchema = v.object({
  rating: v.pipe(
    v.nullable(v.number()),
    v.check((value) => value !== null && value >= 1 && value <= 5, 'Choose a rating from 1 to 5 stars.'),
  ),
  comment: v.pipe(v.string(), v.maxLength(COMMENT_MAX, `Keep the review to ${COMMENT_MAX} characters.`)),
});
type ReviewValues = { rating: number | null; comment: string };

export interface ReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  courseId: number;
  courseTitle: string;
  onSaved?: (review: Review) => void;
}

/** Review a course: a star rating (1-5, keyboard usable) and optional words; one review per course. */
export function ReviewDialog({ open, onOpenChange, courseId, courseTitle, onSaved }: ReviewDialogProps) {
  return (
    <EntityFormModal
      open={open}
      onOpenChange={onOpenChange}
      title={`Review “${courseTitle}”`}
      description="Your rating and review are shown to everyone. You can review a course once."
    >
      <ReviewForm
        courseId={courseId}
        onSaved={(review) => {
          onOpenChange(false);
          onSaved?.(review);
        }}
      />
    </EntityFormModal>
  );
}

function RatingField() {
  const { field, error, setValue } = useBoundField<number | null>();
  return (
    <StarRatingInput
      label="Rating"
      required
      value={field.state.value}
      onChange={setValue}
      onBlur={field.handleBlur}
      error={error}
    />
  );
}

function ReviewForm({ courseId, onSaved }: { courseId: number; onSaved: (review: Review) => void }) {
  const add = useAddReview();
  const defaultValues: ReviewValues = { rating: null, comment: '' };
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: reviewSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        const saved = await add.mutateAsync({ id: courseId, body: { rating: value.rating ?? 0, comment: value.comment.trim() } });
        onSaved(saved);
      } catch (error) {
        reportFormError(formApi, error);
      }
    },
  });
  return (
    <EntityForm form={form} submitLabel="Post review">
      <form.AppField name="rating">{() => <RatingField />}</form.AppField>
      <form.AppField name="comment">
        {(field) => (
          <field.TextareaField
            label="Review"
            hint="Optional. What did you learn? Was it clear?"
            rows={4}
            maxLength={COMMENT_MAX}
          />
        )}
      </form.AppField>
    </EntityForm>
  );
}
