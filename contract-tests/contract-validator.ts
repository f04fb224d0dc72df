// Validates responses against the schemas of openapi.yaml (Ajv 2020-12 with formats).
import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadOpenApi, type OpenApiDocument } from '../core/contract.js';

type MediaContent = Record<string, { schema?: unknown }>;
type ResponseObject = { content?: MediaContent; $ref?: string };

export class ContractValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument = loadOpenApi()) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(this.ajv);
    this.ajv.addSchema({ ...document, $id: 'openapi' } as object);
  }

  /** Throws with Ajv's explanation when `body` does not match the declared response of the operation. */
  assertResponse(template: string, method: string, status: number, contentType: string, body: unknown): void {
    const operation = this.document.paths[template]?.[method.toLowerCase()];
    if (!operation) throw new Error(`no operation ${method} ${template} in openapi.yaml`);
    const declared = this.resolve(operation.responses[String(status)] as ResponseObject | undefined);
    if (!declared?.content) throw new Error(`${method} ${template} does not declare status ${status}`);
    const mediaType = contentType.split(';')[0]?.trim() ?? '';
    if (!declared.content[mediaType]) throw new Error(`${method} ${template} ${status} does not declare ${mediaType}`);
    const pointer = `${template}|${method}|${status}|${mediaType}`;
    let validate = this.compiled.get(pointer);
    if (!validate) {
      const path = ['paths', template, method.toLowerCase(), 'responses', String(status)];
      const responseRef = (operation.responses[String(status)] as ResponseObject).$ref;
      const base = responseRef ? responseRef.slice(2).split('/').map(decodePointer) : path;
      const ref = `openapi#/${[...base, 'content', mediaType, 'schema'].map(encodePointer).join('/')}`;
      validate = this.ajv.compile({ $ref: ref });
      this.compiled.set(pointer, validate);
    }
    if (!validate(body)) {
      throw new Error(
        `${method} ${template} ${status} does not match openapi.yaml: ${this.ajv.errorsText(validate.errors)}`,
      );
    }
  }

  private resolve(response: ResponseObject | undefined): ResponseObject | undefined {
    if (!response?.$ref) return response;
    const [, , kind, name] = response.$ref.split('/');
    return (this.document.components[kind ?? '']?.[name ?? ''] as ResponseObject | undefined) ?? undefined;
  }
}

function encodePointer(part: string): string {
  return part.replaceAll('~', '~0').replaceAll('/', '~1');
}

function decodePointer(part: string): string {
  return part.replaceAll('~1', '/').replaceAll('~0', '~');
}
