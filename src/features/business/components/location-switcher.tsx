import { useNavigate } from '@tanstack/react-router';
import { ChevronsUpDown, MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MenuButton } from '@/components/ui/menu-button';
import { activeLocations, type Business } from '../context';
import { locationChoices } from './switcher-entries';

/**
 * The header's location switcher (D5): one location or all of them. The choice goes into the URL
 * (`?location=`), so the current page reloads its data for it and links keep it.
 */
export function LocationSwitcher({ business, location }: { business: Business; location: number | undefined }) {
  const navigate = useNavigate();
  const locations = activeLocations(business);
  const current = locations.find((item) => item.id === location);

  return (
    <MenuButton
      align="start"
      contentClassName="w-64"
      trigger={
        <Button
          variant="outlined"
          size="sm"
          className="max-w-56 justify-between gap-2"
          aria-label={`Location: ${current?.name ?? 'All locations'}`}
        >
          <MapPin aria-hidden="true" />
          <span className="truncate">{current?.name ?? 'All locations'}</span>
          <ChevronsUpDown aria-hidden="true" className="opacity-60" />
        </Button>
      }
      entries={[{ kind: 'label', key: 'label', content: 'Locations' }, locationChoices(locations, current, navigate)]}
    />
  );
}
