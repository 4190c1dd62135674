declare module 'virtual:openapi-spec' {
  /** openapi/openapi.yaml as parsed JSON (see the plugin in vite.config.ts). */
  const spec: unknown;
  export default spec;
}
