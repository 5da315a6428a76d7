/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** URL of the hosting platform's page-view script; analytics stay off when unset. */
  readonly VITE_ANALYTICS_SCRIPT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
