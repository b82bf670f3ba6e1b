import { Trans } from "@lingui/react/macro";
import Sparkles from "lucide-react/icons/sparkles";
import { Button } from "../../components/ui/Button.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { canGenerate } from "../../features/generator/generator-state.ts";
import type { Generator } from "../../features/generator/use-generator.ts";

/**
 * Disabled without a photo, without a name when the Twend prints one, or while generating (spec
 * section 5); and while the code that generates is still on its way.
 */
export function GenerateButton({ generator, includeText, className }: { generator: Generator; includeText: boolean; className?: string }) {
  const { state } = generator;
  const generating = state.phase === "generating";
  return (
    <Button
      size="lg"
      disabled={!generator.ready || !canGenerate(state, includeText)}
      aria-busy={generating}
      onClick={() => void generator.generate()}
      className={className}
    >
      {generating ? <Spinner className="size-5" /> : <Sparkles aria-hidden="true" className="size-5" />}
      {generating ? <Trans>Generating…</Trans> : <Trans>Generate DP</Trans>}
    </Button>
  );
}
