/**
 * Something about the site, not the code, that stops a build (a picture that cannot be read),
 * said in plain words for the person who can fix it: the build prints the message alone, no stack.
 */
export class BuildProblem extends Error {
  override name = "BuildProblem";
}
