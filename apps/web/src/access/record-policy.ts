/** A record as the server sends it with `abilities`: what the caller may do with it. */
export type WithAbilities<A extends string> = { abilities: Readonly<Record<A, boolean>> };

/**
 * The server's answer to "may I do this to that record" (as Outline's `usePolicy`): the console
 * shows an action only when the record's `abilities` allow it and never re-derives the rule (the
 * permission code and the record's state are both judged by the server's policy). A record not
 * loaded yet allows nothing.
 */
export function policyOf<A extends string>(
  record: WithAbilities<A> | null | undefined,
): (action: A) => boolean {
  return (action) => record?.abilities[action] === true;
}
