import { Monitor, Moon, Sun } from 'lucide-react';
import { Button, type ButtonProps } from './button';
import { MenuButton } from './menu-button';
import { useTheme, type ThemePreference } from './theme';

const LABELS: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };

function isPreference(value: string): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** A button opening a menu to choose light, dark or system theme. */
export function ThemeToggle({ variant = 'tertiary', size = 'icon', ...props }: Omit<ButtonProps, 'children'>) {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <MenuButton
      trigger={
        <Button variant={variant} size={size} aria-label={`Theme: ${LABELS[theme]}`} {...props}>
          {resolvedTheme === 'dark' ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
        </Button>
      }
      entries={[
        { kind: 'label', key: 'label', content: 'Theme' },
        {
          kind: 'radio',
          key: 'theme',
          value: theme,
          onValueChange: (value) => {
            if (isPreference(value)) setTheme(value);
          },
          options: [
            {
              value: 'light',
              content: (
                <>
                  <Sun aria-hidden="true" /> Light
                </>
              ),
            },
            {
              value: 'dark',
              content: (
                <>
                  <Moon aria-hidden="true" /> Dark
                </>
              ),
            },
            {
              value: 'system',
              content: (
                <>
                  <Monitor aria-hidden="true" /> System
                </>
              ),
            },
          ],
        },
      ]}
    />
  );
}
