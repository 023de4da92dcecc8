import { createInterface } from "node:readline";

/** A password typed at the terminal, with nothing shown as it is typed. */
function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(question);
  return new Promise((resolve, reject) => {
    let typed = "";
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    const done = (finish: () => void) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      process.stderr.write("\n");
      finish();
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n") return done(() => resolve(typed));
        if (character === "\u0003") return done(() => reject(new Error("Stopped; nothing was changed.")));
        if (character === "\u007f" || character === "\b") typed = typed.slice(0, -1);
        else if (character >= " ") typed += character;
      }
    };
    input.on("data", onData);
  });
}

/** Every line of standard input when it is not a terminal (a pipe or a file). */
async function readLines(): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) lines.push(line);
  return lines;
}

/**
 * A new password: asked twice at a terminal; from standard input otherwise, where a second line,
 * when there is one, must repeat the first. Never from arguments or the environment, which other
 * users of the server can read (`ps`, /proc).
 */
export async function readNewPassword(): Promise<{ password: string; confirmation: string }> {
  if (process.stdin.isTTY) {
    const password = await askHidden("New password: ");
    const confirmation = await askHidden("The same password again: ");
    return { password, confirmation };
  }
  const [password = "", confirmation = password] = await readLines();
  return { password, confirmation };
}
