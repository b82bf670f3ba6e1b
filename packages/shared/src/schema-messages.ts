/**
 * The shared schemas' refusals beyond the spec's catalogue (MESSAGES), as ICU templates. Filled
 * in, the English is word for word what the API has always answered, which outside clients read.
 * `{field}` names the field (translated where the catalogue holds the name, as it does those of
 * SCHEMA_FIELDS), `{min}` and `{max}` are the limits the schema checks (numbers), and no other
 * placeholder holds a ':' or ';'. A refusal is translated by finding the template it was filled
 * from (@twend/i18n's translateText), the most particular first.
 */
export const SCHEMA_MESSAGES = {
  required: "{field} is required",
  requiredSentence: "{field} is required.",
  notText: "{field} must be text",
  notNumber: "{field} must be a number",
  notWholeNumber: "{field} must be a whole number",
  notPositive: "{field} must be a positive number",
  tooSmall: "{field} must be at least {min}",
  tooLarge: "{field} must be at most {max}",
  tooShort: "{field} must be at least {min} characters",
  tooLong: "{field} must be at most {max} characters",
  outOfRange: "{field} must be between {min} and {max}",
  notEither: "{field} must be {first} or {second}",
  notOneOf: "{field} must be one of: {options}",
  notEmptyOrOneOf: "{field} must be empty or one of: {options}",
  notNullOrOneOf: "{field} must be null or one of: {options}",
  notColour: "{field} must be a colour like #ffffff",
  notValid: "{field} is not valid",
  /** A message and what it concerns, either way round: 'Not found: GET /x', 'background_image_url: The background image was not found...'. */
  withDetail: "{head}: {tail}",
  malformedText: "must not contain a NUL byte or an unpaired UTF-16 surrogate",
  sessionIdCharacters: "session_id may only contain letters, digits, '-' and '_'",
  pagePathStart: "page_path must start with /",
  slugCharacters: "Slug may only contain lower-case letters, digits and single hyphens",
  featuredImageUrl: "Featured image must be an http(s) URL",
  websiteUrl: "Website must be a URL starting with http:// or https://",
  blogCategory: "category must be a blog category",
  emptyOrBlogCategory: "category must be empty or a blog category",
  resolveReportsOnly: "resolve_reports can only be true",
  campaignFlagMissing: "Send is_active, is_trending or resolve_reports",
  blogFlagMissing: "Send is_published or is_featured, or the whole post",
} as const;

/** The fields the refusals name in words (the API's own field names, such as `avatar_x`, stay as they are). */
export const SCHEMA_FIELDS = {
  title: "Title",
  description: "Description",
  caption: "Caption",
  category: "Category",
  name: "Name",
  email: "Email",
  subject: "Subject",
  message: "Message",
  password: "Password",
  firstName: "First name",
  lastName: "Last name",
  displayName: "Display name",
  bio: "Bio",
  website: "Website",
  slug: "Slug",
  excerpt: "Excerpt",
  content: "Content",
  authorName: "Author name",
  tags: "Tags",
  featuredImageUrl: "Featured image URL",
  metaTitle: "Meta title",
  metaDescription: "Meta description",
} as const;

/** The `{name}` placeholders of a template. */
export type PlaceholdersOf<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never;

type SchemaMessage = (typeof SCHEMA_MESSAGES)[keyof typeof SCHEMA_MESSAGES];
/** The templates whose one placeholder is `{field}`. */
type FieldTemplate = { [T in SchemaMessage]: [PlaceholdersOf<T>] extends [never] ? never : [PlaceholdersOf<T>] extends ["field"] ? T : never }[SchemaMessage];

function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}

/** A template with its placeholders filled in, as the English refusal reads. */
export function fillTemplate<T extends string>(template: T, values: Readonly<Record<PlaceholdersOf<T>, string | number>>): string {
  return fill(template, values);
}

/** A template that names only the field, filled in: `refusal(SCHEMA_MESSAGES.notNumber, "page")` is 'page must be a number'. */
export function refusal(template: FieldTemplate, field: string): string {
  return fill(template, { field });
}
