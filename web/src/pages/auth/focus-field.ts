/** Moves focus to the named input of a form, so the user lands on the field the message is about. */
export function focusField(form: HTMLFormElement, name: string): void {
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLInputElement) element.focus();
}
