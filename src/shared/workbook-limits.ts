/** The workbook upload limits, shared by the import contracts (src/shared/api) and the server's reader. */

/** Largest upload accepted: a full 5,000-row people file is well under 2 MB. */
export const MAX_WORKBOOK_BYTES = 5 * 1024 * 1024;
const MEGABYTES = MAX_WORKBOOK_BYTES / 1024 / 1024;

/** The JSON body of an import that sends the workbook in base64, with room for its other fields. */
export const WORKBOOK_BASE64_BYTES = Math.ceil(MAX_WORKBOOK_BYTES / 3) * 4;

export const FILE_TOO_LARGE = `Berkas terlalu besar: paling besar ${MEGABYTES} MB. Bagi menjadi beberapa berkas.`;
