import { useLingui } from "@lingui/react/macro";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Container } from "../ui/Container.tsx";
import { AuthActions } from "./AuthActions.tsx";
import { DesktopNav } from "./DesktopNav.tsx";
import { HeaderLocaleSwitcher } from "./HeaderLocaleSwitcher.tsx";
import { Logo } from "./Logo.tsx";
import { ThemeSwitcher } from "./ThemeSwitcher.tsx";

type MobileMenuPanel = typeof import("./MobileMenu.tsx").MobileMenu;

// Most visitors never open the menu: its panel is fetched when they reach for its button, not with every page.
let loadedMenu: MobileMenuPanel | null = null;
const loadMobileMenu = () => import("./MobileMenu.tsx").then((module) => (loadedMenu = module.MobileMenu));
const preloadMobileMenu = () => void loadMobileMenu().catch(() => undefined);

export function SiteHeader() {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [MenuPanel, setMenuPanel] = useState<MobileMenuPanel | null>(() => loadedMenu);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const dismissMenu = useCallback((viaKeyboard: boolean) => {
    setMenuOpen(false);
    // Escape leaves focus where the keyboard user can reopen the menu.
    if (viaKeyboard) toggleRef.current?.focus();
  }, []);
  useEffect(() => {
    if (!menuOpen || MenuPanel) return;
    loadMobileMenu().then(
      (panel) => setMenuPanel(() => panel),
      (error: unknown) => {
        // Nothing opens: the button is as it was, and the next press tries again.
        console.error(error);
        setMenuOpen(false);
      },
    );
  }, [menuOpen, MenuPanel]);

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-slate-200/70 bg-surface/85 backdrop-blur-md">
      <nav aria-label={t`Main`}>
        <Container className="flex h-16 items-center justify-between gap-4">
          <Logo onNavigate={closeMenu} />
          <DesktopNav />
          <div className="hidden items-center gap-2 md:flex">
            <HeaderLocaleSwitcher />
            {/* Beside the language, from 1024 px up like it: below, the footer and the menu have both. */}
            <ThemeSwitcher tone="light" compact className="hidden lg:inline-flex" />
            <AuthActions layout="inline" />
          </div>
          <button
            ref={toggleRef}
            type="button"
            className="-me-2 grid size-11 place-items-center rounded-full text-slate-800 transition-colors hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MenuPanel ? menuId : undefined}
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
            onPointerDown={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </Container>
        {/* Rendered once its code is here (the first opening fetches it); closed, it is hidden. */}
        {MenuPanel ? <MenuPanel id={menuId} open={menuOpen} onNavigate={closeMenu} containerRef={headerRef} onDismiss={dismissMenu} /> : null}
      </nav>
    </header>
  );
}
