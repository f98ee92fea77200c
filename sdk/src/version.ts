/** The SDK's version; a test keeps it equal to package.json. */
export const version = '0.1.0';
