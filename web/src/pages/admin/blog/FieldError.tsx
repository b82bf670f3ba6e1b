/** A field's own validation message; the input points at `id` with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-rose-700">
      {message}
    </p>
  ) : null;
}
