import { Modal, ModalContent, ModalDescription, ModalHeader, ModalTitle } from '@/components/ui/modal';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The keyboard shortcuts ('?'; issue 21, item 2). */
export function shortcuts(mac = isMac()): [keys: string[], what: string][] {
  return [
    [[mac ? '⌘' : 'Ctrl', 'K'], 'Open the command palette: go to a page, an action, a record, a business or a location'],
    [['?'], 'Show these shortcuts'],
    [['↑', '↓'], 'Move through the palette’s results'],
    [['Enter'], 'Open the highlighted result'],
    [['Esc'], 'Close the palette or a dialog'],
    [['Tab'], 'Move to the next control (Shift+Tab: the previous one)'],
  ];
}

export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent size="md">
        <ModalHeader>
          <ModalTitle>Keyboard shortcuts</ModalTitle>
          <ModalDescription>Work without the mouse anywhere in Ledgerly.</ModalDescription>
        </ModalHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 text-sm">
          {shortcuts().map(([keys, what]) => (
            <div key={what} className="contents">
              <dt className="flex items-start gap-1">
                {keys.map((key) => (
                  <kbd key={key} className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd className="text-muted-foreground">{what}</dd>
            </div>
          ))}
        </dl>
      </ModalContent>
    </Modal>
  );
}
