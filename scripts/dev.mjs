// npm run dev: the API with reload (tsx watch, port 3000) and the console with hot reload
// (Vite, port 5173, proxying API paths to 3000). Ctrl-C stops both.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "@concierge/api"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "@concierge/web"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
