/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The PayHub origin (scheme, host, port); default http://127.0.0.1:8080. */
  readonly VITE_PAYHUB_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
