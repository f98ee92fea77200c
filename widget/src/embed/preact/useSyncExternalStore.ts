// The widget build resolves use-sync-external-store/shim here (vite.widget.config.ts):
// preact/compat has useSyncExternalStore itself. The package's CommonJS shim
// would make the bundler wrap preact/compat whole, keeping every export. The
// portal's build (vite.config.ts) resolves it here too: React 19 has it as well.
export { useSyncExternalStore } from 'react';
