import { useLingui } from "@lingui/react/macro";
import { TextField } from "../../components/ui/TextField.tsx";
import type { Generator } from "../../features/generator/use-generator.ts";
import { PhotoInput } from "./PhotoInput.tsx";

/** Longest name accepted; a longer one would only be shrunk to unreadable on the image. */
const NAME_MAX_LENGTH = 50;

/** Step 1's inputs: the photo and, when the Twend prints one, the visitor's name. */
export function PhotoAndName({ generator, includeText, onSubmit }: { generator: Generator; includeText: boolean; onSubmit?: () => void }) {
  const { t } = useLingui();
  const { state } = generator;
  const generating = state.phase === "generating";
  return (
    // Opening the file chooser, dragging a file in or typing a name means a DP is on its way: the drawing gets ready meanwhile.
    <div className="flex flex-col gap-5" onPointerDownCapture={generator.prepare} onFocusCapture={generator.prepare} onDragEnterCapture={generator.prepare}>
      <PhotoInput
        photo={state.photo?.file ?? null}
        onChoose={generator.photoChosen}
        onChooseFailed={generator.choiceFailed}
        onPick={generator.pickPhoto}
        disabled={generating}
      />
      {includeText ? (
        <TextField
          label={t`Your name`}
          hint={t`Shown on your DP`}
          value={state.name}
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete="name"
          enterKeyHint={onSubmit ? "next" : "done"}
          disabled={generating}
          onChange={(event) => generator.setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && onSubmit) {
              event.preventDefault();
              onSubmit();
            }
          }}
        />
      ) : null}
    </div>
  );
}
