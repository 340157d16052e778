import { Modal, ModalClose, ModalContent, ModalTitle } from '@/components/ui/modal';
import { Logo } from './logo';
import { SidebarNav, type SidebarNavProps } from './sidebar-nav';

export interface NavDrawerProps {
  nav: Omit<SidebarNavProps, 'onNavigate'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The navigation as a drawer on small screens (loaded on demand by the app shell). */
export function NavDrawer({ nav, open, onOpenChange }: NavDrawerProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent
        size="full"
        aria-describedby={undefined}
        showClose={false}
        className="w-72 max-w-[85vw] gap-6 border-r bg-card p-4 sm:p-4 lg:hidden"
      >
        <ModalTitle className="px-3 pt-1">
          <Logo />
          <span className="sr-only"> navigation</span>
        </ModalTitle>
        <SidebarNav {...nav} onNavigate={() => onOpenChange(false)} />
        {/* Last in the tab order, as the modal's own; 44 px, a thumb's size. */}
        <ModalClose label="Close navigation" className="absolute top-2 right-2 size-11" />
      </ModalContent>
    </Modal>
  );
}
