import { z } from 'zod';
import type { AnyMcpTool } from './tool.ts';
import explainControlStatus from './tools/explain-control-status.ts';
import getOrganizationCompliance from './tools/get-organization-compliance.ts';
import listDetections from './tools/list-detections.ts';
import listLibraryStandards from './tools/list-library-standards.ts';
import listOrganizations from './tools/list-organizations.ts';
import triageDetection from './tools/triage-detection.ts';

/**
 * The MCP tool table: one entry per tool (tools/<name>.ts, `{spec, operation, run}`). The MCP
 * server registers every entry and `/api/v1/developer/mcp` publishes every spec, so the
 * reference cannot drift from what the server enforces; a tool added here is served and
 * published with nothing else to change.
 */
export const mcpTools: readonly AnyMcpTool[] = [
  getOrganizationCompliance,
  explainControlStatus,
  listOrganizations,
  listDetections,
  triageDetection,
  listLibraryStandards,
];

export interface McpToolReference {
  name: string;
  description: string;
  /** JSON Schema (draft-07) of the arguments, exactly what `tools/list` advertises. */
  inputSchema: Record<string, unknown>;
  scopes: string[];
  permissions: string[];
}

/** The published form. Same conversion and options as the MCP SDK's `tools/list`, so both agree. */
export const MCP_TOOLS: McpToolReference[] = mcpTools.map(({ spec }) => ({
  name: spec.name,
  description: spec.description,
  inputSchema: z.toJSONSchema(spec.input, { target: 'draft-7', io: 'input' }) as Record<string, unknown>,
  scopes: [...spec.scopes],
  permissions: [...spec.permissions],
}));
