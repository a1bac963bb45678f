// Operator chores on the database: DATABASE_URL, or the embedded PostgreSQL of DATA_DIR (the
// running service's when it holds it, else one started for the chore). Migrates first.
//   npm run cli -- --help              every verb
//   npm run cli -- <verb> --help       one verb's options
// Secrets (a generated password, a key) are printed once on stdout and stored only as hashes.
// The verbs are in scripts/cli/command-line.ts; this runs one on the process's own terminal.
import { runCommandLine } from './cli/command-line.ts';
import type { Terminal } from './cli/options.ts';

const terminal: Terminal = {
  env: process.env,
  print: (line) => console.log(line),
  warn: (line) => console.error(line),
  async input() {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

// The exit code once the verb has answered, whatever handles a library it used leaves open.
runCommandLine(process.argv.slice(2), terminal).then((code) => process.exit(code));
