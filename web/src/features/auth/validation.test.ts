import type { I18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { showText } from "./user-text.ts";
import { type FieldError, validateEmail, validateNewPassword, validateSignIn, validateSignUp } from "./validation.ts";

let en: I18n;
beforeAll(async () => {
  en = await testI18n("en");
});

/** The problem as the form shows it, in English. */
function shown<Field extends string>(problem: FieldError<Field> | null) {
  return problem && { field: problem.field, message: showText(en, problem.message) };
}

const signUp = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  password: "analytical",
  confirmPassword: "analytical",
};

describe("validateSignIn", () => {
  it("accepts an email and a password of 8 or more characters", () => {
    expect(validateSignIn({ email: "ada@example.com", password: "12345678" })).toBeNull();
  });

  it("requires the email and the password", () => {
    expect(shown(validateSignIn({ email: "  ", password: "12345678" }))).toEqual({ field: "email", message: "Please enter your email address" });
    expect(shown(validateSignIn({ email: "ada@example.com", password: "" }))).toEqual({ field: "password", message: "Please enter your password" });
  });

  it("applies the 8-character minimum", () => {
    expect(shown(validateSignIn({ email: "ada@example.com", password: "1234567" }))).toEqual({
      field: "password",
      message: "Password must be at least 8 characters long",
    });
  });
});

describe("validateSignUp", () => {
  it("accepts a complete form", () => {
    expect(validateSignUp(signUp)).toBeNull();
  });

  it("requires first name, last name and email, even when only spaces were typed", () => {
    expect(shown(validateSignUp({ ...signUp, firstName: " " }))).toEqual({ field: "firstName", message: "Please enter your first name" });
    expect(shown(validateSignUp({ ...signUp, lastName: "" }))).toEqual({ field: "lastName", message: "Please enter your last name" });
    expect(shown(validateSignUp({ ...signUp, email: "" }))).toEqual({ field: "email", message: "Please enter your email address" });
  });

  it("needs matching passwords", () => {
    expect(shown(validateSignUp({ ...signUp, confirmPassword: "analyticak" }))).toEqual({
      field: "confirmPassword",
      message: "Passwords do not match",
    });
  });

  it("needs 8 characters", () => {
    expect(shown(validateSignUp({ ...signUp, password: "short", confirmPassword: "short" }))).toEqual({
      field: "password",
      message: "Password must be at least 8 characters long",
    });
  });
});

describe("validateNewPassword", () => {
  it("checks the match before the length", () => {
    expect(shown(validateNewPassword("abc", "abd"))?.message).toBe("Passwords do not match");
    expect(shown(validateNewPassword("abc", "abc"))?.message).toBe("Password must be at least 8 characters long");
    expect(validateNewPassword("abcdefgh", "abcdefgh")).toBeNull();
  });
});

describe("validateEmail", () => {
  it("refuses a blank address after trimming", () => {
    expect(shown(validateEmail(" \t"))).toEqual({ field: "email", message: "Please enter your email address" });
    expect(validateEmail(" ada@example.com ")).toBeNull();
  });
});
