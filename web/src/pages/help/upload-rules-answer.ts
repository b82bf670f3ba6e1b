import { BROWSER_CONVERTED_FORMATS, UPLOAD_MAX_BYTES, acceptedFormatsText, megabytes } from "@twend/shared";

/**
 * The help page's full statement of the upload rules, worded from the shared
 * rules like every other text that states them. Here rather than in
 * @twend/shared, whose modules the generator's first load carries.
 */
export function uploadRulesAnswer(): string {
  const converted = BROWSER_CONVERTED_FORMATS.join(" and ");
  return (
    `Backgrounds and supporters' photos can be ${acceptedFormatsText()}. ` +
    `A background can be up to ${megabytes(UPLOAD_MAX_BYTES.background)} and a photo up to ${megabytes(UPLOAD_MAX_BYTES.photo)}. ` +
    `${converted} pictures, the iPhone's usual format, are converted in your browser before anything is sent.`
  );
}
