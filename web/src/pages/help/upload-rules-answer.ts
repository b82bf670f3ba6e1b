import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { BROWSER_CONVERTED_FORMATS, type UploadPictureKind } from "@twend/shared";
import { acceptedFormatsIn as acceptedFormats, maxUploadSizeIn as maxSize } from "../../lib/upload-wording.ts";

/** The short hint beside a picker: "JPG, PNG, WebP or HEIC, up to 10MB". */
export function uploadHintText(i18n: I18n, kind: UploadPictureKind): string {
  const formats = acceptedFormats(i18n.locale);
  const size = maxSize(i18n.locale, kind);
  return i18n._(msg`${formats}, up to ${size}`);
}

/** The help page's full statement of the upload rules. */
export function uploadRulesAnswer(i18n: I18n): string {
  const formats = acceptedFormats(i18n.locale);
  const backgroundSize = maxSize(i18n.locale, "background");
  const photoSize = maxSize(i18n.locale, "photo");
  const converted = new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(BROWSER_CONVERTED_FORMATS);
  return i18n._(
    msg`Backgrounds and supporters' photos can be ${formats}. A background can be up to ${backgroundSize} and a photo up to ${photoSize}. ${converted} pictures, the iPhone's usual format, are converted in your browser before anything is sent.`,
  );
}
