import { preparedEditorApp } from "../editor/server/editor-app-build.ts";

/**
 * Builds the editor page for this version of the code into the project's cache, where `npm run edit` and
 * `npm run edit:server` find it (or finds it there already), so that the first start after an update
 * starts at once; `npm test` runs it once for both editor suites.
 */
const { dir } = await preparedEditorApp();
console.log(`The editor page is ready in ${dir}`);
