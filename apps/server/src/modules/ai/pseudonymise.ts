/** Who a text must not name when it leaves for an external provider. */
export type Identity = { name: string; studentNo: string };

/**
 * The text with the student's name and 学号 replaced, before it goes to an external provider (PIPL:
 * sensitive personal information to a third party). Names of one character are left alone: they
 * would cut ordinary words.
 */
export function pseudonymise(text: string, who: Identity): string {
  let out = text;
  if (who.studentNo) out = out.split(who.studentNo).join('[学号]');
  if (who.name.length >= 2) out = out.split(who.name).join('[同学]');
  return out;
}
