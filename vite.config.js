import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// Islands are built into static/dist; django-vite reads .vite/manifest.json there.
// With DJANGO_VITE_DEV=1 Django points at `npm run dev` on port 5173 instead (hot reload).
export default defineConfig({
  plugins: [react()],
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
    include: ["islands/**/*.test.{js,jsx}"],
    setupFiles: ["islands/test-setup.js"],
  },
});
