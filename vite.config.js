import { defineConfig, build } from "vite";
import react from "@vitejs/plugin-react";

// The service worker (islands/sw/sw.js, issue 33) is built after the islands into
// static/dist/sw.js, one classic script with the list of the islands' built files
// (self.__WB_MANIFEST) to precache. Django serves it at /sw.js so it controls every page.
function serviceWorker() {
  let files = [];
  return {
    name: "pe-service-worker",
    apply: "build",
    writeBundle(_options, bundle) {
      files = Object.values(bundle)
        .map((chunk) => chunk.fileName)
        .filter((name) => /\.(js|css)$/.test(name));
    },
    async closeBundle() {
      const manifest = files.sort().map((name) => ({ url: `/static/dist/${name}`, revision: null }));
      await build({
        configFile: false,
        logLevel: "error",
        define: {
          "self.__WB_MANIFEST": JSON.stringify(manifest),
          "process.env.NODE_ENV": JSON.stringify("production"),
        },
        build: {
          outDir: "static/dist",
          emptyOutDir: false,
          copyPublicDir: false,
          lib: { entry: "islands/sw/sw.js", formats: ["iife"], name: "peServiceWorker", fileName: () => "sw.js" },
        },
      });
    },
  };
}

// Islands are built into static/dist; django-vite reads .vite/manifest.json there.
// With DJANGO_VITE_DEV=1 Django points at `npm run dev` on port 5173 instead (hot reload).
export default defineConfig({
  plugins: [react(), serviceWorker()],
  base: "/static/dist/",
  build: {
    outDir: "static/dist",
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: "islands/main.js" },
  },
  server: { port: 5173, strictPort: true, origin: "http://localhost:5173" },
  test: {
    environment: "jsdom",
    // One jsdom for all files (30 s -> 7 s, most of it building a jsdom per file); the setup
    // file puts back the page, storage, timers, stubs and early toasts after every test.
    isolate: false,
    include: ["islands/**/*.test.{js,jsx}"],
    setupFiles: ["islands/test-setup.js"],
  },
});
