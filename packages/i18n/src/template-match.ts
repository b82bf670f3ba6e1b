import { SCHEMA_MESSAGES } from "@twend/shared";

/** The template a text was filled from, and what filled each placeholder. */
export interface TemplateMatch {
  id: string;
  values: Record<string, string>;
}

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
// A name, a value or a list: never a ':' or ';', which join a message to its detail and issues to each other.
const PHRASE = "[^:;]+?";
/** What fills each placeholder, where it is not a phrase: the limits are numbers, and a detail may be anything. */
const VALUE_PATTERNS: Readonly<Record<string, string>> = { min: NUMBER, max: NUMBER, tail: ".+" };

/**
 * Longer texts are no filled template (the longest reads some 300 characters). Without the bound, a
 * long text a user wrote (echoed in an error) could make the patterns backtrack for seconds.
 */
const LONGEST_FILLED = 500;

const PLACEHOLDER = /\{(\w+)\}/g;
const hasPlaceholder = (template: string) => /\{\w+\}/.test(template);
const escapeRegExp = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface CompiledTemplate {
  id: string;
  pattern: RegExp;
  /** Characters of wording around the placeholders: the more, the more particular the template. */
  wording: number;
}

function compile(template: string): CompiledTemplate {
  const seen = new Set<string>();
  let source = "";
  let wording = 0;
  let from = 0;
  for (const placeholder of template.matchAll(PLACEHOLDER)) {
    const name = placeholder[1] ?? "";
    const literal = template.slice(from, placeholder.index);
    source += escapeRegExp(literal);
    wording += literal.length;
    source += seen.has(name) ? `\\k<${name}>` : `(?<${name}>${VALUE_PATTERNS[name] ?? PHRASE})`;
    seen.add(name);
    from = placeholder.index + placeholder[0].length;
  }
  const rest = template.slice(from);
  return { id: template, pattern: new RegExp(`^${source}${escapeRegExp(rest)}$`, "s"), wording: wording + rest.length };
}

/** Finds texts' templates among `templates` (those without a placeholder are found as they stand). */
export function templateMatcher(templates: Iterable<string>): (text: string) => TemplateMatch | null {
  const compiled = [...new Set(templates)]
    .filter(hasPlaceholder)
    .map(compile)
    // The most particular first: 'Title must be at most 100 characters' is a length, not a '{head}: {tail}'.
    .sort((a, b) => b.wording - a.wording);
  return (text) => {
    if (text.length > LONGEST_FILLED) return null;
    for (const { id, pattern } of compiled) {
      const values = pattern.exec(text)?.groups;
      if (values) return { id, values: { ...values } };
    }
    return null;
  };
}

/** The shared schemas' refusal a text was filled from ('Title must be at most 100 characters'), or null. */
export const matchTemplate = templateMatcher(Object.values(SCHEMA_MESSAGES));
