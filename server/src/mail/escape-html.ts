// Text made safe to put inside HTML e-mails, in element content and quoted attributes alike.

/** `text` with `& < > " '` as character references. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
