// An answer written as YAML, for an address that answers its operation in YAML (x-aliases: /openapi.yaml): the same
// document as the JSON answer, converted once per version of it (its ETag), with an ETag of its own.
import { yamlModule } from '../../core/yaml-text.js';
import { type Answer, answerText } from '../../runtime/pipeline/operation-pipeline.js';

export type YamlRendition = (answer: Answer) => Answer;

export function createYamlRendition(): YamlRendition {
  // The last document converted: the OpenAPI description is one constant document per version of the service.
  let last: { from: string; head: Buffer; etag: string } | null = null;
  return (answer) => {
    const constant = answer.tail === '';
    if (!constant || last?.from !== answer.etag) {
      const head = Buffer.from(yamlModule().stringify(JSON.parse(answerText(answer)), { lineWidth: 0 }));
      // A weak ETag of the JSON's version, told apart from it: each representation validates only itself.
      const converted = { from: answer.etag, head, etag: `${answer.etag.slice(0, -1)}-yaml"` };
      if (!constant) return { ...answer, head, tail: '', byteLength: head.length, etag: converted.etag };
      last = converted;
    }
    return { ...answer, head: last.head, tail: '', byteLength: last.head.length, etag: last.etag };
  };
}
