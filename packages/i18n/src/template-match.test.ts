import { fillTemplate, SCHEMA_MESSAGES } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { matchTemplate, templateMatcher } from "./template-match.ts";

const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  field: "Display name",
  min: "-180",
  max: "2147483647",
  first: "circle",
  second: "square",
  options: "en, id, pt-BR",
  head: "Not found",
  tail: "GET /api/x?a=1: b",
};

describe("matchTemplate", () => {
  it.each(Object.values(SCHEMA_MESSAGES).filter((template) => template.includes("{")))("finds %j and its values in the text filled from it", (template) => {
    const filled = fillTemplate<string>(template, SAMPLE_VALUES);
    const match = matchTemplate(filled);
    expect(match?.id).toBe(template);
    expect(fillTemplate<string>(template, match?.values ?? {})).toBe(filled);
  });

  it("gives the most particular template: a length, not a message and its detail", () => {
    expect(matchTemplate("Title must be at most 100 characters")).toEqual({ id: SCHEMA_MESSAGES.tooLong, values: { field: "Title", max: "100" } });
    expect(matchTemplate("sort must be one of: trending, newest")).toEqual({ id: SCHEMA_MESSAGES.notOneOf, values: { field: "sort", options: "trending, newest" } });
    expect(matchTemplate("avatar_x: avatar_x + avatar_size must be at most 500")).toEqual({
      id: SCHEMA_MESSAGES.withDetail,
      values: { head: "avatar_x", tail: "avatar_x + avatar_size must be at most 500" },
    });
  });

  it("finds nothing in a text no template words, nor in several issues joined by '; '", () => {
    expect(matchTemplate("Invalid email or password")).toBeNull();
    expect(matchTemplate("Title must be at most many characters")).toBeNull();
    expect(matchTemplate("")).toBeNull();
    expect(matchTemplate("title: Title must be at most 200 characters; slug: Slug must be at most 120 characters")?.values).toEqual({
      head: "title",
      tail: "Title must be at most 200 characters; slug: Slug must be at most 120 characters",
    });
  });

  it("takes a user's text with regular expression characters as plain text", () => {
    const hostile = String.raw`.*(a+)+$\k<field>[^x]{2}|`;
    expect(matchTemplate(`${hostile} must be a number`)).toEqual({ id: SCHEMA_MESSAGES.notNumber, values: { field: hostile } });
    expect(matchTemplate(`${hostile} must be at most ${hostile} characters`)).toBeNull();
    // Template wording with such characters matches only itself.
    expect(matchTemplate("Featured image must be an https URL")).toBeNull();
    expect(matchTemplate("text_color must be a colour like #ffffff")?.values).toEqual({ field: "text_color" });
    expect(matchTemplate("text_color must be a colour like #000000")).toBeNull();
  });

  it("does not search a text longer than any filled template, whose matching could backtrack for seconds", () => {
    const k = 500;
    const long = `x${" must be".repeat(k)}${" or".repeat(k)};`;
    expect(matchTemplate(`${long} must be a number`)).toBeNull();
    expect(matchTemplate(`${long.slice(0, 480)} must be a number`)).toEqual({ id: SCHEMA_MESSAGES.notNumber, values: { field: long.slice(0, 480) } });
  });

  it("compiles any templates it is given, a placeholder used twice standing for the same value", () => {
    const match = templateMatcher(["{a} and {a} make {b}", "plain text"]);
    expect(match("one and one make two")).toEqual({ id: "{a} and {a} make {b}", values: { a: "one", b: "two" } });
    expect(match("one and two make three")).toBeNull();
    expect(match("plain text")).toBeNull();
  });
});
