/** A mail's text with quoted-printable soft line breaks and `=3D` undone, as a reader's mail program shows it. */
export const decodedMail = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
