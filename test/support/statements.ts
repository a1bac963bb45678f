import { type DocumentNode, type ExecutionResult, execute, parse } from 'graphql';
import { createDb, type Db } from '../../src/data/client.ts';
import { buildContext } from '../../src/graphql/context.ts';
import { schema } from '../../src/schema/index.ts';
import { ALL_SCOPES, type TestApp } from './app.ts';

export interface StatementCounter {
  /** Its own client on the app's database, recording every statement. */
  db: Db;
  /**
   * Runs one operation in process as the demo tenant's all-scope key, with a fresh context as a
   * request would have, and says how many SQL statements it ran.
   */
  run(
    document: DocumentNode | string,
    variables?: Record<string, unknown>,
  ): Promise<{ result: ExecutionResult; statements: number }>;
  close(): Promise<void>;
}

/** A tenant's API key holding every scope, as the graph's context sees it. */
export function allScopeKeyOf(tenantId: string) {
  return {
    kind: 'api_key' as const,
    tenantId,
    userId: null,
    scopes: new Set(ALL_SCOPES),
    credentialId: 'test',
    sessionId: null,
  };
}

/** For tests of how many statements an operation costs (batching, N+1, the per-operation cap). */
export function statementCounter(app: TestApp, label: string): StatementCounter {
  const statements: string[] = [];
  const db = createDb(app.databaseUrl, { onQuery: (sql) => statements.push(sql) });
  const principal = allScopeKeyOf(app.demoTenantId);
  return {
    db,
    async run(document, variables) {
      statements.length = 0;
      const result = await execute({
        schema,
        document: typeof document === 'string' ? parse(document) : document,
        variableValues: variables,
        contextValue: buildContext({ db, clock: app.clock }, principal, label),
      });
      return { result, statements: statements.length };
    },
    close: () => db.$disconnect(),
  };
}
