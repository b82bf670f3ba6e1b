/**
 * What an input's image or file field says when the file itself travelled as bytes beside the
 * input, in a multipart body, instead of as a data URL inside it. The API puts it there once it
 * has the file; from any other client it names nothing, and is refused as a value that is neither
 * a data URL nor a known file is.
 */
export const UPLOADED_FILE = "upload:file";
