// What the official MCP conformance suite's server scenarios ask for by name (the "everything server" fixtures:
// test://static-text, test_simple_prompt, test_error_handling…), added to the real server for mcp/conformance
// .integration.test.ts only, through the same extension points as the service's own: the suite then checks our
// lists, reads, prompts, completion, errors and transport with names it knows. Where a fixture can be an alias of
// the real thing it is: test_error_handling fails through the real get_station.
import type { McpExtras } from '../../mcp/mcp-services.js';
import { JSON_TYPE } from '../../mcp/resource-catalogue.js';

const STATIC_TEXT = 'test://static-text';

export const CONFORMANCE_FIXTURES: McpExtras = {
  tools: [
    {
      tool: {
        name: 'test_error_handling',
        description:
          'Fails on purpose: get_station of a station that does not exist (a STATION_NOT_FOUND isError result).',
        inputSchema: { type: 'object', properties: {} },
      },
      call: (_args, callTool) => callTool('get_station', { id: '99999999' }),
    },
  ],
  prompts: [
    {
      name: 'test_simple_prompt',
      title: 'Simple prompt',
      description: 'A prompt without arguments (conformance fixture).',
      arguments: [],
      messages: async () => [{ role: 'user', content: { type: 'text', text: 'This is a simple prompt for testing.' } }],
    },
    {
      name: 'test_prompt_with_arguments',
      title: 'Prompt with arguments',
      description: 'A prompt with two required arguments (conformance fixture).',
      arguments: [
        { name: 'arg1', description: 'First test argument', required: true },
        { name: 'arg2', description: 'Second test argument', required: true },
      ],
      messages: async ({ arg1, arg2 }) => [
        { role: 'user', content: { type: 'text', text: `Prompt with arguments: arg1='${arg1}', arg2='${arg2}'` } },
      ],
    },
    {
      name: 'test_prompt_with_embedded_resource',
      title: 'Prompt with an embedded resource',
      description: 'A prompt embedding a resource (conformance fixture).',
      arguments: [{ name: 'resourceUri', description: 'URI of the resource to embed', required: true }],
      messages: async ({ resourceUri = '' }) => [
        {
          role: 'user',
          content: {
            type: 'resource',
            resource: { uri: resourceUri, mimeType: 'text/plain', text: 'Embedded resource content for testing.' },
          },
        },
        { role: 'user', content: { type: 'text', text: 'Please process the embedded resource above.' } },
      ],
    },
  ],
  listed: [
    {
      uri: STATIC_TEXT,
      name: 'static-text',
      title: 'Static text',
      description: 'A static text resource (conformance fixture).',
      mimeType: 'text/plain',
    },
  ],
  readers: [
    {
      uriTemplate: STATIC_TEXT,
      mimeType: 'text/plain',
      operationId: null,
      read: async () => 'This is the content of the static text resource.',
    },
    {
      uriTemplate: 'test://template/{id}/data',
      mimeType: JSON_TYPE,
      operationId: null,
      template: { name: 'template', title: 'Template', description: 'A resource template (conformance fixture).' },
      read: async ({ id }) => JSON.stringify({ id, templateTest: true, data: `Data for ID: ${id}` }),
    },
  ],
};
