import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import fc from "fast-check";
import { afterEach } from "vitest";
import { propertySettings } from "./support/property-settings.ts";

afterEach(() => cleanup());
fc.configureGlobal(propertySettings);
