/**
 * What a creator's batch of DPs can be refused for, as ICU templates: the API fills them in
 * (`fillTemplate`) and translates each with @twend/i18n's translateText, and the SPA shows them as
 * they arrive. `{row}` is the CSV's own line number (its header is line 1), so a spreadsheet shows
 * the same number; `{file}` is a name from the CSV or the ZIP.
 */
export const BATCH_MESSAGES = {
  csvEmpty: "The CSV file is empty.",
  csvTooLarge: "The CSV file may be at most {max} KB.",
  csvMalformed: "The CSV file could not be read from line {row} on; check its quotes.",
  nameColumnMissing: "The CSV's first line must name its columns, one of them 'name'.",
  noRows: "The CSV has no rows below its first line.",
  tooManyRows: "A batch makes at most {max} DPs; this CSV has {count} rows.",
  nameTooLong: "The name may be at most {max} characters.",
  nameAndPhotoMissing: "The row has neither a name nor a photo.",
  photoNotInZip: "There is no file named {file} in the ZIP.",
  photoWithoutZip: "The row names a photo, {file}, but no ZIP of photos was added.",
  photoTooLarge: "{file} is larger than {max} MB.",
  zipTooLarge: "The ZIP of photos may be at most {max} MB.",
  zipUnreadable: "The photos file is not a ZIP archive that can be read.",
  zipUnpackedTooLarge: "The photos in the ZIP add up to more than {max} MB once unpacked.",
  zipTooManyFiles: "The ZIP of photos may hold at most {max} files.",
  batchRunning: "This Twend already has a batch being made; wait until it is finished.",
  batchNotFound: "This batch does not exist or has expired.",
  linkExpired: "This download link has expired; open the batch again for a new one.",
  rowFailed: "This DP could not be made.",
} as const;
