import { LIMITS, MESSAGES } from "@twend/shared";
import { AUTH_MESSAGES } from "./messages.ts";
import { specText, type UserText } from "./user-text.ts";

/** The first problem of a form, with the field to mark and focus. */
export interface FieldError<Field extends string> {
  field: Field;
  /** Translated where it is shown, so it follows a change of language. */
  message: UserText;
}

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues extends SignInValues {
  firstName: string;
  lastName: string;
  confirmPassword: string;
}

export type SignUpField = keyof SignUpValues;

export function validateEmail(email: string): FieldError<"email"> | null {
  return email.trim() === "" ? { field: "email", message: specText(MESSAGES.enterEmail) } : null;
}

/** A new password and its confirmation (sign-up and reset), checked in the spec's order: match, then length. */
export function validateNewPassword(password: string, confirmPassword: string): FieldError<"password" | "confirmPassword"> | null {
  if (password !== confirmPassword) return { field: "confirmPassword", message: specText(MESSAGES.passwordsDoNotMatch) };
  if (password.length < LIMITS.passwordMinLength) return { field: "password", message: specText(MESSAGES.passwordTooShort) };
  return null;
}

export function validateSignIn(values: SignInValues): FieldError<keyof SignInValues> | null {
  const emailError = validateEmail(values.email);
  if (emailError) return emailError;
  if (values.password === "") return { field: "password", message: AUTH_MESSAGES.passwordRequired };
  // The spec applies the length rule on sign-in too, which saves a round trip for a password that cannot match.
  if (values.password.length < LIMITS.passwordMinLength) return { field: "password", message: specText(MESSAGES.passwordTooShort) };
  return null;
}

export function validateSignUp(values: SignUpValues): FieldError<SignUpField> | null {
  if (values.firstName.trim() === "") return { field: "firstName", message: AUTH_MESSAGES.firstNameRequired };
  if (values.lastName.trim() === "") return { field: "lastName", message: AUTH_MESSAGES.lastNameRequired };
  return validateEmail(values.email) ?? validateNewPassword(values.password, values.confirmPassword);
}
