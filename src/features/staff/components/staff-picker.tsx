import { useQueryClient } from '@tanstack/react-query';
import { SearchableSelect, type SearchableSelectProps, type SelectOption } from '@/components/ui/searchable-select';
import { useBusinessContext } from '@/features/business';
import { staffOptionsQuery } from '../api/staff.queries';
import { memberName } from '../utils/member-name';

export type StaffPickerProps = Omit<SearchableSelectProps, 'options' | 'loadOptions'>;

/**
 * Choose an active staff member (payroll, invoices): a combobox that searches the business's staff
 * on the server as the user types. Its value is the member id as a string ('' for none). Put it in
 * a `Field` (or give it an `aria-label`) for its label.
 */
export function StaffPicker({
  placeholder = 'Choose a staff member',
  emptyMessage = 'No staff member matches',
  ...props
}: StaffPickerProps) {
  const { businessId } = useBusinessContext();
  const queryClient = useQueryClient();

  async function loadOptions(query: string): Promise<SelectOption[]> {
    const page = await queryClient.query(staffOptionsQuery({ businessId }, query));
    return page.results.map((member) => ({ label: memberName(member), value: String(member.id) }));
  }

  return <SearchableSelect {...props} placeholder={placeholder} emptyMessage={emptyMessage} loadOptions={loadOptions} />;
}
