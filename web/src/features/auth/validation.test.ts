import { describe, expect, it } from "vitest";
import { validateEmail, validateNewPassword, validateSignIn, validateSignUp } from "./validation.ts";

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
    expect(validateSignIn({ email: "  ", password: "12345678" })).toEqual({ field: "email", message: "Please enter your email address" });
    expect(validateSignIn({ email: "ada@example.com", password: "" })).toMatchObject({ field: "password" });
  });

  it("applies the 8-character minimum", () => {
    expect(validateSignIn({ email: "ada@example.com", password: "1234567" })).toEqual({
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
    expect(validateSignUp({ ...signUp, firstName: " " })).toMatchObject({ field: "firstName" });
    expect(validateSignUp({ ...signUp, lastName: "" })).toMatchObject({ field: "lastName" });
    expect(validateSignUp({ ...signUp, email: "" })).toEqual({ field: "email", message: "Please enter your email address" });
  });

  it("needs matching passwords", () => {
    expect(validateSignUp({ ...signUp, confirmPassword: "analyticak" })).toEqual({
      field: "confirmPassword",
      message: "Passwords do not match",
    });
  });

  it("needs 8 characters", () => {
    expect(validateSignUp({ ...signUp, password: "short", confirmPassword: "short" })).toEqual({
      field: "password",
      message: "Password must be at least 8 characters long",
    });
  });
});

describe("validateNewPassword", () => {
  it("checks the match before the length", () => {
    expect(validateNewPassword("abc", "abd")?.message).toBe("Passwords do not match");
    expect(validateNewPassword("abc", "abc")?.message).toBe("Password must be at least 8 characters long");
    expect(validateNewPassword("abcdefgh", "abcdefgh")).toBeNull();
  });
});

describe("validateEmail", () => {
  it("refuses a blank address after trimming", () => {
    expect(validateEmail(" \t")).toEqual({ field: "email", message: "Please enter your email address" });
    expect(validateEmail(" ada@example.com ")).toBeNull();
  });
});
