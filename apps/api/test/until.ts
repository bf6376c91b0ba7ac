/** Waits until `condition` holds, polling: for effects that happen after an answer (mails, jobs, other instances). */
export async function until(condition: () => boolean | Promise<boolean>, pollMs = 20): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, pollMs));
}
