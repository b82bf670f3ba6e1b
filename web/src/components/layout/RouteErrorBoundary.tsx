import { Trans } from "@lingui/react/macro";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "../ui/Button.tsx";
import { Container } from "../ui/Container.tsx";

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps the nav and footer usable when a page crashes or its code chunk cannot
 * load (typically a deploy replaced the hashed files); reloading fetches the new ones.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Page failed to render", error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Container className="py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-950 sm:text-3xl">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="mx-auto mt-3 max-w-md text-slate-600">
          <Trans>This page could not be displayed. Reloading usually fixes it.</Trans>
        </p>
        <Button className="mt-8" onClick={() => window.location.reload()}>
          <Trans>Reload page</Trans>
        </Button>
      </Container>
    );
  }
}
