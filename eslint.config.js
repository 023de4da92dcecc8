import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  {
    ignores: [
      "dist/",
      "**/*.removing-*/",
      "test-results/",
      "playwright-report/",
      ".lighthouse/",
      "src/manifest/site-manifest.generated.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
    },
    rules: {
      // A cycle makes the order modules load in matter, and blurs which of two files is the lower layer.
      // Packages cannot import our files back: not following them into node_modules halves the lint time.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // The editor's page and its server share only editor/shared/ (what both read and the contract between
      // them); the engine (src/, scripts/) never reaches into the editor's page.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./editor/app", from: "./editor/server", message: "Share it through editor/shared/." },
            { target: "./editor/server", from: "./editor/app", message: "Share it through editor/shared/." },
            { target: "./editor/shared", from: ["./editor/app", "./editor/server"] },
            { target: ["./src", "./scripts"], from: "./editor/app" },
          ],
        },
      ],
      // Prettier wraps code at 120; this catches what it cannot wrap: long strings and comments.
      "max-len": ["error", { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
  {
    // A table of the engine's words holds each sentence whole, as translators read it; Prettier measures
    // Indic letters by their width on screen and keeps a sentence on one line that is longer in code units.
    files: ["src/language/words/*.ts"],
    rules: { "max-len": ["error", { code: 120, ignoreStrings: true }] },
  },
  {
    // Playwright's fixtures hand their value on with a function named `use`, which is not React's hook.
    files: [
      "tests/e2e/**",
      "tests/e2e-requests/**",
      "tests/editor/**",
      "tests/site/**",
      "tests/support/reused-page.ts",
    ],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
