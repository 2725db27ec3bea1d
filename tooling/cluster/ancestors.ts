/**
 * `npm run cluster` runs as npm → sh → tsx → node. A SIGTERM sent to npm alone ends npm without passing it on, and
 * leaves tsx and this process behind: the cluster would never be stopped. So the cluster watches the processes it was
 * started from (up to three levels, Linux's /proc) and stops when one of them is gone, as it does on a signal.
 */
import fs from 'node:fs';

/** Parent pid and start time of a process (its start time tells a reused pid apart), or null when it is gone. */
function stat(pid: number): { ppid: number; start: string } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), start: fields[19] ?? '' };
  } catch {
    return null;
  }
}

/** Calls `gone` once when a process this one was started from ends. Returns a function that stops watching. */
export function onAncestorExit(gone: () => void, levels = 3): () => void {
  const watched: { pid: number; start: string }[] = [];
  let pid = process.ppid;
  for (let i = 0; i < levels && pid > 1; i++) {
    const s = stat(pid);
    if (!s) break;
    watched.push({ pid, start: s.start });
    pid = s.ppid;
  }
  if (!watched.length) return () => {};
  const timer = setInterval(() => {
    if (watched.some((w) => stat(w.pid)?.start !== w.start)) {
      clearInterval(timer);
      gone();
    }
  }, 500);
  timer.unref();
  return () => clearInterval(timer);
}
