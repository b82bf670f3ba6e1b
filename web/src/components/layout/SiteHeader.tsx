import { Menu, X } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { Container } from "../ui/Container.tsx";
import { AuthActions } from "./AuthActions.tsx";
import { DesktopNav } from "./DesktopNav.tsx";
import { Logo } from "./Logo.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { useDismiss } from "./use-dismiss.ts";

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const dismissMenu = useCallback((viaKeyboard: boolean) => {
    setMenuOpen(false);
    // Escape leaves focus where the keyboard user can reopen the menu.
    if (viaKeyboard) toggleRef.current?.focus();
  }, []);
  useDismiss(menuOpen, headerRef, dismissMenu);

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur-md">
      <nav aria-label="Main">
        <Container className="flex h-16 items-center justify-between gap-4">
          <Logo onNavigate={closeMenu} />
          <DesktopNav />
          <div className="hidden md:block">
            <AuthActions layout="inline" />
          </div>
          <button
            ref={toggleRef}
            type="button"
            className="-mr-2 grid size-11 place-items-center rounded-full text-slate-800 transition-colors hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </Container>
        <MobileMenu id={menuId} open={menuOpen} onNavigate={closeMenu} />
      </nav>
    </header>
  );
}
