import { startEditorServer } from "../editor/server/editor-server.ts";
import { currentSite } from "./manifest/read-manifest.ts";

/** `npm run edit`: the visual editor for site.json, on this computer only. Opens no browser. */
const port = Number(process.env.PORT ?? 5180);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`);
  process.exit(1);
}

try {
  // After an update of the code the editor page is built first: a few seconds.
  console.log("Preparing the editor…");
  const editor = await startEditorServer({ site: currentSite, port });
  console.log(`Editor running at ${editor.url} (this computer only). Press Ctrl+C to stop.`);
  const stop = () => editor.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === "EADDRINUSE"
      ? `Port ${port} is in use; start the editor on another one with PORT=5181 npm run edit.`
      : error,
  );
  process.exit(1);
}
