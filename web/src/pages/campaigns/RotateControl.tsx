import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { PHOTO_ROTATION } from "@twend/shared";
import RotateCcwSquare from "lucide-react/icons/rotate-ccw-square";
import RotateCwSquare from "lucide-react/icons/rotate-cw-square";
import { useId } from "react";
import { SLIDER_CLASSES, SliderHeading } from "./SliderHeading.tsx";
import { Button } from "../../components/ui/Button.tsx";

interface RotateControlProps {
  /** Degrees clockwise, in (-180, 180]. */
  rotation: number;
  onRotate: (degrees: number) => void;
  onTurn: (direction: -1 | 1) => void;
  disabled: boolean;
}

/** The photo's turn: quarter turns with the buttons, any angle with the slider (1 degree a step from the keyboard). */
export function RotateControl({ rotation, onRotate, onTurn, disabled }: RotateControlProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const degrees = Math.round(rotation);
  const shown = i18n.number(degrees);
  const turnLeft = t`Rotate left`;
  const turnRight = t`Rotate right`;
  return (
    <div>
      <SliderHeading htmlFor={id} label={t`Rotation`} value={`${shown}°`} />
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="icon" aria-label={turnLeft} title={turnLeft} disabled={disabled} onClick={() => onTurn(-1)}>
          <RotateCcwSquare aria-hidden="true" className="size-4" />
        </Button>
        <input
          id={id}
          type="range"
          // -180 is drawn as 180, the same turn: a thumb dragged to the left end would jump to the right one.
          min={PHOTO_ROTATION.min + 1}
          max={PHOTO_ROTATION.max}
          step={1}
          value={degrees}
          aria-valuetext={t({ message: plural(degrees, { one: `${shown} degree`, other: `${shown} degrees` }) })}
          disabled={disabled}
          onChange={(event) => onRotate(Number(event.target.value))}
          className={SLIDER_CLASSES}
        />
        <Button variant="secondary" size="icon" aria-label={turnRight} title={turnRight} disabled={disabled} onClick={() => onTurn(1)}>
          <RotateCwSquare aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
