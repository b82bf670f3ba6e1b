import { reportUncaughtErrors } from "./error-reports.ts";

// Imported first by main.tsx, so an error thrown while the rest of the app's code is evaluated is reported too.
reportUncaughtErrors(window);
