/** Where each surface listens; every module that names a path reads it from here. */
export const API_PREFIX = '/api/v1';
export const GRAPHQL_PATH = '/graphql';
export const MCP_PATH = `${API_PREFIX}/mcp`;
