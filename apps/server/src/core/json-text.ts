/** JSON that travels as text (a list's `superQueryParams`, a rule's `ruleJson`, an uploaded .json) and is parsed later. */
class NulFound extends Error {}

/** Whether the JSON in `text` (URL-encoded as lists send it, or plain) decodes to a NUL anywhere. */
export function jsonTextHasNul(text: string): boolean {
  let json = text;
  try {
    if (/^%5b/i.test(text)) json = decodeURIComponent(text);
  } catch {
    return false;
  }
  if (json.includes('\u0000')) return true;
  try {
    JSON.parse(json, (key, value: unknown) => {
      if (key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000')))
        throw new NulFound();
      return value;
    });
  } catch (error) {
    // Malformed JSON is the field's own validation's to refuse, with its own message.
    return error instanceof NulFound;
  }
  return false;
}
