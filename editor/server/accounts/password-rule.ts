export const minimumPasswordLength = 10;

/** Why a new password is refused, in words; undefined when it is accepted. */
export function passwordProblem(password: string, confirmation: string): string | undefined {
  if (password !== confirmation) return "The two passwords are not the same; nothing was changed.";
  if ([...password].length < minimumPasswordLength) {
    return `A password needs at least ${minimumPasswordLength} characters; nothing was changed.`;
  }
}
